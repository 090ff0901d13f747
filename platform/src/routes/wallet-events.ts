// The member's balance as a server-sent event stream: the portal holds one per browser tab and the
// header shows each change without polling. First the current balance, then one event per committed
// change (domain/balance-events.ts), and a comment every 25 s so proxies keep the idle stream open.
// The same stream carries the member's inbox: `inbox` events with the unread count after each new,
// read or deleted message (domain/inbox-events.ts), so the header badge needs no second stream.
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../context';
import { findWallet } from '../db/wallets';
import { balanceEvents, type BalanceChange } from '../domain/balance-events';
import { inboxEvents } from '../domain/inbox-events';
import { requireSession, sessionOf } from '../http/require-session';
import { CURRENCY } from './member';

const PING_MS = 25_000;

function balanceEvent(balance: string, currency: string, reason: string): string {
  const data = JSON.stringify({ balance, currency, currencySymbol: CURRENCY.symbol, reason });
  return `event: balance\ndata: ${data}\n\n`;
}

export const walletEventRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  // Open streams never end by themselves: a closing platform ends them, or close() would wait on them.
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get('/wps/v2/wallets/events', { preHandler: requireSession(ctx.db) }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    // Subscribed before the first read: a change committed meanwhile is sent after the current
    // balance, so the browser never ends with an older balance than the ledger's.
    const pending: BalanceChange[] = [];
    let send = (change: BalanceChange) => void pending.push(change);
    const unsubscribe = balanceEvents.subscribe(memberId, (change) => send(change));
    let wallet: { balance: string; currency: string };
    try {
      wallet = (await findWallet(ctx.db, memberId)) ?? { balance: '0.00', currency: CURRENCY.code };
    } catch (error) {
      unsubscribe();
      throw error;
    }
    if (request.raw.destroyed) return unsubscribe();

    // The stream outlives the handler: Fastify must not answer or close it.
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    stream.write(balanceEvent(wallet.balance, wallet.currency, 'current'));
    send = (change) => void stream.write(balanceEvent(change.balance, wallet.currency, change.reason));
    pending.forEach(send);
    const unsubscribeInbox = inboxEvents.subscribe(memberId, ({ unread }) => void stream.write(`event: inbox\ndata: ${JSON.stringify({ unread })}\n\n`));

    const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
    ping.unref();
    open.add(stream);
    request.raw.once('close', () => {
      open.delete(stream);
      clearInterval(ping);
      unsubscribe();
      unsubscribeInbox();
      stream.end();
    });
  });
};
