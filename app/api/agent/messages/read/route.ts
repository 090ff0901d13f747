import { markReadBody } from '@/contract/agent-transfers';
import { asAgent } from '@/lib/bff/agent-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { markMessagesRead } from '@/lib/wps/agent-transfers';

/** PUT /api/agent/messages/read { ids } | { all: true } — marks the agent's own messages read. */
export async function PUT(request: Request) {
  return asAgent(request, async (caller) => {
    const body = await readJson(request, markReadBody);
    if (!body.ok) return body.response;
    return jsonResponse(await markMessagesRead(caller, body.data));
  });
}
