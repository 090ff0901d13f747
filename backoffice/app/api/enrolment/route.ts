import { staffEnrolmentSchema } from '@/contract/staff-auth';
import { readJson } from '@bo/lib/bff/read-json';
import { crossOriginRefusal } from '@bo/lib/bff/same-origin';
import { signedInResponse } from '@bo/lib/bff/session-answer';
import { errorAnswer } from '@bo/lib/bff/staff-route';
import { completeEnrolment } from '@bo/lib/platform/staff-session';

/** POST /api/enrolment — sets the password, confirms the first code, uses the link, signs in. */
export async function POST(request: Request) {
  const refused = crossOriginRefusal(request);
  if (refused) return refused;
  const body = await readJson(request, staffEnrolmentSchema);
  if (!body.ok) return body.response;
  try {
    return await signedInResponse(await completeEnrolment(body.data, request.headers.get('user-agent')));
  } catch (error) {
    return errorAnswer(error);
  }
}
