import { recordId } from '@/contract/record-id';
import { bindBankCardSchema, deleteBankCardSchema } from '@/contract/cashier-withdraw';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { bankCards, bindBankCard, deleteBankCard } from '@/lib/wps/withdraw';

/** GET /api/bank-cards — the member's cards (masked), the maximum, whether a funds password is set, the real name. */
export async function GET(request: Request) {
  return asMember(request, async (caller) => jsonResponse(await bankCards(caller)));
}

/** POST /api/bank-cards — bind a card in the registered real name (the first binding sets the funds password). */
export async function POST(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, bindBankCardSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await bindBankCard(caller, body.data), 201);
  });
}

const deleteSchema = deleteBankCardSchema.extend({ id: recordId });

/** DELETE /api/bank-cards { id, fundsPassword } — delete one of the member's cards (it can never be bound again). */
export async function DELETE(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, deleteSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await deleteBankCard(caller, body.data.id, body.data.fundsPassword));
  });
}
