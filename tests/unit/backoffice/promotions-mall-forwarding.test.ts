/** @jest-environment node */
// The back office's BFF for the promotions and mall screens (issue #28), msw standing in for the
// platform: a definition the contract refuses, a stop without a reason, an item without its English
// name or an unknown order action never reach the platform; good ones reach their fixed paths with
// the staff member's token; the platform's refusal code comes back for the page to explain.
import { HttpResponse } from 'msw';
import { POST as decideOrder } from '@bo/app/api/mall/orders/[orderNo]/[action]/route';
import { POST as itemsPost } from '@bo/app/api/mall/items/route';
import { POST as stopPost } from '@bo/app/api/promotions/[promotionId]/stop/route';
import { PUT as promotionsPut } from '@bo/app/api/promotions/route';
import { params, standInPlatform } from '../../support/stand-in-platform';

const TOKEN = `st_${'p'.repeat(43)}`;
const { seen, answers, call: request } = standInPlatform({ token: TOKEN, name: 'content2', role: 'content' });
const call = (method: string, path: string, body?: unknown) => request(method, path, { body });

const definition = {
  promotionId: 'WEEKEND5',
  type: 'LOGIN',
  title: { en: 'Weekend check-in', th: 'เช็คอินสุดสัปดาห์' },
  description: { en: 'Five baht' },
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  fixedAmount: '5.00',
  budget: '50.00',
};
const adminRow = {
  definition: { ...definition, eligibility: 'ALL', turnoverMultiple: 0, claimDays: 7, applyRequired: false, enabled: true, autoGrant: false },
  state: 'running',
  budget: '50.00',
  spent: '0.00',
  remaining: '50.00',
  claims: { applying: 0, issued: 0, credited: 0 },
  stoppedAt: null,
  stoppedBy: null,
  stopReason: null,
  drawnAt: null,
};

test('a definition the contract refuses never reaches the platform; a good one does, budget included', async () => {
  for (const body of [{ ...definition, budget: '-1' }, { ...definition, budget: '1.00' }, { ...definition, title: { th: 'ไทย' } }]) {
    const refused = await promotionsPut(await call('PUT', '/api/promotions', body));
    expect(refused.status).toBe(400);
  }
  expect(seen).toEqual([]);
  answers('put', '/promotions', () => HttpResponse.json({ success: true, value: adminRow }));
  expect((await promotionsPut(await call('PUT', '/api/promotions', definition))).status).toBe(200);
  expect(seen).toEqual([expect.objectContaining({ method: 'PUT', path: '/admin/promotions', authorization: `Bearer ${TOKEN}`, body: expect.objectContaining({ promotionId: 'WEEKEND5', budget: '50.00' }) })]);
});

test('the kill switch needs a reason and a promotion id; the platform’s refusal comes back with its code', async () => {
  expect((await stopPost(await call('POST', '/api/promotions/WEEKEND5/stop', { reason: 'x' }), params({ promotionId: 'WEEKEND5' }))).status).toBe(400);
  expect((await stopPost(await call('POST', '/api/promotions/bad%20id/stop', { reason: 'Abuse ring' }), params({ promotionId: 'bad id' }))).status).toBe(404);
  expect(seen).toEqual([]);
  answers('post', '/promotions/WEEKEND5/stop', () => HttpResponse.json({ success: false, code: 'promotion_stopped', message: 'stopped already' }, { status: 409 }));
  const refused = await stopPost(await call('POST', '/api/promotions/WEEKEND5/stop', { reason: 'Abuse ring' }), params({ promotionId: 'WEEKEND5' }));
  expect(refused.status).toBe(409);
  expect(await refused.json()).toMatchObject({ error: { code: 'promotion_stopped' } });
  expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/promotions/WEEKEND5/stop', body: { reason: 'Abuse ring' } })]);
});

test('a mall item needs its English name; an order takes only approve or reject', async () => {
  expect((await itemsPost(await call('POST', '/api/mall/items', { name: { th: 'แก้ว' }, kind: 'goods', pointsPrice: 5, stock: 1 }))).status).toBe(400);
  expect((await decideOrder(await call('POST', '/api/mall/orders/PMABC123/ship', {}), params({ orderNo: 'PMABC123', action: 'ship' }))).status).toBe(404);
  expect(seen).toEqual([]);
  const record = { orderNo: 'PMABC123', itemId: 1, itemName: 'Mug', kind: 'goods', quantity: 1, points: 5, bonusAmount: '0.00', state: 2, recipient: null, address: null, phone: null, remark: 'no stock', createdAt: 1, updatedAt: 2 };
  answers('post', '/mall/orders/PMABC123/reject', () => HttpResponse.json({ success: true, value: record }));
  expect((await decideOrder(await call('POST', '/api/mall/orders/PMABC123/reject', { remark: 'no stock' }), params({ orderNo: 'PMABC123', action: 'reject' }))).status).toBe(200);
  expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/mall/orders/PMABC123/reject', body: { remark: 'no stock' } })]);
});
