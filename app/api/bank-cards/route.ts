import { recordId } from '@/contract/record-id';
import { bindBankCardSchema, deleteBankCardSchema } from '@/contract/cashier-withdraw';
import { defineRoute } from '@/lib/bff/define-route';
import { jsonResponse } from '@/lib/bff/responses';
import { bankCards, bindBankCard, deleteBankCard } from '@/lib/wps/withdraw';

/** GET /api/bank-cards — the member's cards (masked), the maximum, whether a funds password is set, the real name. */
export const GET = defineRoute({ access: 'member' }, ({ caller }) => bankCards(caller));

/** POST /api/bank-cards — bind a card in the registered real name (the first binding sets the funds password). */
export const POST = defineRoute({ access: 'member', body: bindBankCardSchema }, async ({ caller, body }) => jsonResponse(await bindBankCard(caller, body), 201));

const deleteSchema = deleteBankCardSchema.extend({ id: recordId });

/** DELETE /api/bank-cards { id, fundsPassword } — delete one of the member's cards (it can never be bound again). */
export const DELETE = defineRoute({ access: 'member', body: deleteSchema }, ({ caller, body }) => deleteBankCard(caller, body.id, body.fundsPassword));
