import { feedbackReplyInput } from '@/contract/inbox-admin';
import { recordIdParam } from '@/contract/record-id';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { replyToFeedback } from '@bo/lib/platform/inbox';

/** POST /api/inbox/feedback/:id/reply — answers one feedback through the member's inbox, once (inbox:send). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  return asStaff(request, async ({ token }) => {
    const id = recordIdParam.safeParse((await context.params).id);
    if (!id.success) return errorResponse(404, 'not_found', 'No such feedback');
    const body = await readJson(request, feedbackReplyInput);
    if (!body.ok) return body.response;
    return jsonResponse(await replyToFeedback(token, Number(id.data), body.data), 201);
  });
}
