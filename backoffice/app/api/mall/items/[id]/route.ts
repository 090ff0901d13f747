import { mallItemPatch } from '@/contract/points-mall';
import { recordIdParam } from '@/contract/record-id';
import { readJson } from '@bo/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { changeMallItem } from '@bo/lib/platform/mall';

/** POST /api/mall/items/:id — changes an item: text, price, stock, shown or hidden (mall:edit). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  return asStaff(request, async ({ token }) => {
    const id = recordIdParam.safeParse((await context.params).id);
    if (!id.success) return errorResponse(404, 'mall.item_not_found', 'No such item');
    const body = await readJson(request, mallItemPatch);
    if (!body.ok) return body.response;
    return jsonResponse(await changeMallItem(token, Number(id.data), body.data));
  });
}
