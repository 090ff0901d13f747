import { RECORD_ID_MAX } from '@/contract/record-id';
import { segment } from '@/lib/bff/define-route';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { WpsError } from '@/lib/wps/envelope';

/** A contract id from a route segment: a positive 32-bit integer, or undefined. */
function contractIdOf(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= RECORD_ID_MAX ? id : undefined;
}

/** The `[id]` segment of the contract routes: 404 contract_not_found for anything else. */
export const contractIdParams = segment('id', contractIdOf, ['contract_not_found', 'No such contract']);

/**
 * The answer of a contract command. A tier rule's refusal names the level and the highest value
 * allowed (`…_lessthanlast`, `…_outofrange_higher`): they go to the browser as `fields`, so the
 * form can say which level is wrong; every other failure is left to defineRoute.
 */
export async function contractAnswer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return jsonResponse(await run());
  } catch (error) {
    const value = error instanceof WpsError ? (error.value as { tier?: unknown; max?: unknown } | undefined) : undefined;
    if (error instanceof WpsError && typeof value?.tier === 'number') {
      return errorResponse(error.status, error.code, error.message, { fields: { tier: value.tier, max: value.max ?? null } });
    }
    throw error;
  }
}
