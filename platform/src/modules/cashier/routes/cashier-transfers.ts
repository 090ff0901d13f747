// Member transfers: to the upline agent (encrypt, funds password) and between the main wallet and
// the transfer-wallet vendors. Money commands: Idempotency-Key required, one entry each, the first
// answer stored and replayed. Trial accounts may not use the cashier.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { walletTransferBody } from '../../../../../contract/cashier-records';
import { amountSchema, toMinor } from '../../../../../contract/money';
import type { RoutesOptions } from '../../../context';
import { ApiError, ok } from '../../../core/http/envelope';
import { checkFundsPassword } from '../../accounts';
import { assertNotExcluded } from '../../responsible-gaming';
import { readCashierSettings } from '../queries/cashier-settings';
import { returnAllWallets, transferBetweenWallets, transferToUpline, walletsOf } from '../rules/transfers';
import { readWalletSettings } from '../../ledger';
import { parseOrFail } from '../../../core/http/validation';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientKeyOf, replyMemberCommand } from '../../ledger';
import { decryptBody } from '../../../core/http/require-encrypted-body';
import { refuseTrial, requireSession, sessionOf } from '../../accounts';

/** The amount in minor units, or the refusal naming what is wrong with it (amount_invalid, _zero, _too_large). */
function amountOrFail(text: unknown): bigint {
  // Only a decimal string: a JSON number may already be a rounded float.
  const parsed = amountSchema.safeParse(typeof text === 'string' ? text : '-');
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'amount_invalid', 'Invalid amount');
  return toMinor(parsed.data.trim())!;
}

// Amounts are checked by amountOrFail (its own codes), the rest by the contract's schema.
const uplineWire = z.object({ amount: z.unknown(), password: z.string().min(1).max(64), remark: z.string().trim().max(100).optional() });
const walletWire = z.object({ from: z.string(), to: z.string(), amount: z.unknown() });


export const cashierTransferRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireSession(ctx.db));
  app.addHook('preHandler', refuseTrial);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.post('/wps/relay/transferUpline', { schema: { body: uplineWire }, preValidation: decryptBody(ctx.cipher) }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const body = request.body;
    const amount = amountOrFail(body.amount);
    const key = `m${memberId}:${clientKeyOf(request)}`;
    await checkFundsPassword(ctx.db, memberId, body.password, (await readCashierSettings(ctx.db)).fundsPassword);
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'transferUpline',
      // The password is not a parameter of the transfer: it is checked, never stored.
      params: { amount: amount.toString(), remark: body.remark ?? null },
      run: (writer) => transferToUpline(writer, { memberId, key, amount, remark: body.remark }),
    });
  });

  app.get('/wps/relay/GCS_getWallets', async (request) => {
    const { memberId } = sessionOf(request);
    return ok(await walletsOf(ctx.db, memberId, await readWalletSettings(ctx.db)));
  });

  app.post('/wps/relay/GCS_walletTransfer', { schema: { body: walletWire } }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    const wire = request.body;
    const amount = amountOrFail(wire.amount);
    const body = parseOrFail(walletTransferBody, wire);
    const key = `m${memberId}:${clientKeyOf(request)}`;
    const settings = await readWalletSettings(ctx.db);
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'walletTransfer',
      params: { from: body.from, to: body.to, amount: amount.toString() },
      run: async (writer) => {
        // Money into a game wallet is play: refused during a cool-off or self-exclusion (back to MAIN is not).
        if (body.to !== 'MAIN') await assertNotExcluded(writer.tx, memberId);
        return transferBetweenWallets(writer, settings, { memberId, key, from: body.from, to: body.to, amount });
      },
    });
  });

  app.post('/wps/relay/GCS_walletReturn', async (request, reply) => {
    const { memberId } = sessionOf(request);
    const key = `m${memberId}:${clientKeyOf(request)}`;
    const settings = await readWalletSettings(ctx.db);
    return replyMemberCommand(ctx, request, reply, {
      memberId,
      name: 'walletReturn',
      params: {},
      run: (writer) => returnAllWallets(writer, settings, { memberId, key }),
    });
  });
};
