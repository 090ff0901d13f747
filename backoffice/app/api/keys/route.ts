import { machineKeyInput } from '@/contract/machine-keys';
import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { createKey, listKeys } from '@bo/lib/platform/roles';

/** GET /api/keys — machine keys, live and revoked, never their secrets (keys:manage). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listKeys(token)));
}

/** POST /api/keys — a new machine key; the answer carries its secret, shown once (keys:manage). */
export async function POST(request: Request) {
  return asStaff(request, async ({ token }) => {
    const body = await readJson(request, machineKeyInput);
    if (!body.ok) return body.response;
    return jsonResponse(await createKey(token, body.data), 201);
  });
}
