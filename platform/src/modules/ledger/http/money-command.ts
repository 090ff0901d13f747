// A member's money command over HTTP: the `Idempotency-Key` header is required, scoped to the
// member (one member's key can never replay another's answer), and the command's stored answer is
// sent whether it ran now or before: the same status, the same body.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY } from '../../../../../contract/money';
import type { PlatformContext } from '../../../context';
import { idempotencyErrors, runCommand } from '../queries/command-results';
import type { LedgerWriter } from '../queries/ledger';
import type { Envelope } from '../../../core/http/envelope';

export function clientKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw idempotencyErrors.missing();
  return key;
}

/** Runs `run` once per (member, key) and replies with its answer as an envelope. */
export async function replyMemberCommand<T>(
  ctx: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
  command: { memberId: number; name: string; params: unknown; run(writer: LedgerWriter): Promise<T> },
): Promise<Envelope> {
  const answer = await runCommand(ctx.db, ctx.ledger, {
    key: `m${command.memberId}:${clientKeyOf(request)}`,
    name: command.name,
    request: command.params,
    run: command.run,
  });
  return envelopeOfAnswer(reply, answer);
}

/** An operator's command: the key is the order and action (`op:withdrawal:12:approve`), so it happens once. */
export async function runOperatorCommand<T>(ctx: PlatformContext, key: string, name: string, params: unknown, run: (writer: LedgerWriter) => Promise<T>) {
  return runCommand(ctx.db, ctx.ledger, { key: `op:${key}`, name, request: params, run });
}

export function envelopeOfAnswer(reply: FastifyReply, answer: { status: number; body: unknown; replayed: boolean }): Envelope {
  reply.header('Idempotent-Replayed', String(answer.replayed));
  reply.header('Cache-Control', 'private, no-store');
  if (answer.status === 200) return { success: true, value: answer.body };
  const refusal = answer.body as { code: string; message: string; value?: unknown };
  reply.status(answer.status);
  return { success: false, code: refusal.code, message: refusal.message, ...(refusal.value === undefined ? {} : { value: refusal.value }) };
}
