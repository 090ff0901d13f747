import { z } from 'zod';
import { enrolmentTokenSchema } from '@/contract/staff-auth';
import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { crossOriginRefusal } from '@bo/lib/bff/same-origin';
import { errorAnswer } from '@bo/lib/bff/staff-route';
import { openEnrolment } from '@bo/lib/platform/staff-session';

/**
 * POST /api/enrolment/open — what the enrolment page shows (name, authenticator secret). A POST
 * body rather than a URL: the one-time token never lands in an access log or the browser history.
 */
export async function POST(request: Request) {
  const refused = crossOriginRefusal(request);
  if (refused) return refused;
  const body = await readJson(request, z.object({ token: enrolmentTokenSchema }));
  if (!body.ok) return body.response;
  try {
    return jsonResponse(await openEnrolment(body.data.token));
  } catch (error) {
    return errorAnswer(error);
  }
}
