import { mallItemInput } from '@/contract/points-mall';
import { readJson } from '@bo/lib/bff/read-json';
import { jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { addMallItem, listMallItems } from '@bo/lib/platform/mall';

/** GET /api/mall/items — the whole catalogue, shown or hidden (mall:read). */
export async function GET(request: Request) {
  return asStaff(request, async ({ token }) => jsonResponse(await listMallItems(token)));
}

/** POST /api/mall/items — a new item (mall:edit). */
export async function POST(request: Request) {
  return asStaff(request, async ({ token }) => {
    const body = await readJson(request, mallItemInput);
    if (!body.ok) return body.response;
    return jsonResponse(await addMallItem(token, body.data), 201);
  });
}
