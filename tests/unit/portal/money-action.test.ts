/** @jest-environment node */
import { outcomeUnknown } from '@/lib/ui/money-action';

describe('outcomeUnknown: when a money action keeps its key for the retry', () => {
  it('keeps it without an answer (network) and after a server error; a definite answer ends the action', () => {
    expect(outcomeUnknown({ ok: false, status: 0, error: { code: 'network_error' } })).toBe(true);
    expect(outcomeUnknown({ ok: false, status: 503, error: { code: 'database_unavailable' } })).toBe(true);
    expect(outcomeUnknown({ ok: false, status: 502, error: { code: 'generic' } })).toBe(true);
    expect(outcomeUnknown({ ok: false, status: 409, error: { code: 'insufficient_balance' } })).toBe(false);
    expect(outcomeUnknown({ ok: false, status: 422, error: { code: 'idempotency_key_reused' } })).toBe(false);
    expect(outcomeUnknown({ ok: true, data: {} })).toBe(false);
  });
});
