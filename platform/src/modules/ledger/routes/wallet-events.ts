// The member's balance as a server-sent event stream: the portal holds one per browser tab and the
// header shows each change without polling. First the current balance, then one event per committed
// change (modules/ledger/rules/balance-events.ts), and a comment every 25 s so proxies keep the idle stream open.
// The same stream carries the member's inbox: `inbox` events with the unread count after each new,
// read or deleted message (modules/member-center/rules/inbox-events.ts, `ctx.inboxEvents`), so the header badge needs no second stream.
// A stream lives only as long as its session: it ends when the session is revoked (logout, another
// device's "log out others", a password change: modules/accounts/rules/session-events.ts) or found dead at a ping.
// One session holds at most STREAMS_PER_SESSION streams (a browser's tabs): one more is refused
// (429 TOO_MANY_REQUEST, which a browser's EventSource does not retry), so a script opening a
// thousand streams holds five. A stream ended for its session's sake says so in a last event.
import type { FastifyPluginAsync } from 'fastify';
import type { RoutesOptions } from '../../../context';
import { findWallet } from '../queries/wallets';
import { balanceEvents, type BalanceChange } from '../rules/balance-events';
import { ApiError } from '../../../core/http/envelope';
import { CURRENCY } from '../../../core/money';

const PING_MS = 25_000;
/** Open streams per session (browser tabs of one login). */
export const STREAMS_PER_SESSION = 5;


function balanceEvent(balance: string, currency: string, reason: string): string {
  const data = JSON.stringify({ balance, currency, currencySymbol: CURRENCY.symbol, reason });
  return `event: balance\ndata: ${data}\n\n`;
}

export const walletEventRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  // The member session guard (accounts') and the inbox's channel (member-center's) are handed in by
  // server.ts: the ledger imports no module above it.
  const { inboxEvents } = ctx;
  const { requireSession, sessionOf, findLiveSession, sessionEvents } = ctx.memberSessions;
  // Open streams never end by themselves: a closing platform ends them, or close() would wait on them.
  // Each session's streams, oldest first.
  const bySession = new Map<string, { close: () => void }[]>();
  app.addHook('preClose', async () => {
    for (const streams of [...bySession.values()]) for (const entry of [...streams]) entry.close();
  });

  app.get('/wps/v2/wallets/events', { preHandler: requireSession(ctx.db) }, async (request, reply) => {
    const session = sessionOf(request);
    const { memberId, tokenHash } = session;
    const streams = bySession.get(tokenHash) ?? [];
    if (streams.length >= STREAMS_PER_SESSION) throw new ApiError(429, 'TOO_MANY_REQUEST', `At most ${STREAMS_PER_SESSION} live streams per session`);
    // The place is taken before the first await, so requests arriving together count each other.
    const entry = { close: () => release() };
    const release = () => {
      const at = streams.indexOf(entry);
      if (at >= 0) streams.splice(at, 1);
      if (streams.length === 0 && bySession.get(tokenHash) === streams) bySession.delete(tokenHash);
    };
    streams.push(entry);
    bySession.set(tokenHash, streams);
    // Subscribed before the first read: a change committed meanwhile is sent after the current
    // balance, so the browser never ends with an older balance than the ledger's.
    const pending: BalanceChange[] = [];
    let send = (change: BalanceChange) => void pending.push(change);
    const unsubscribe = balanceEvents.subscribe(memberId, (change) => send(change));
    let wallet: { balance: string; currency: string };
    try {
      wallet = (await findWallet(ctx.db, session)) ?? { balance: '0.00', currency: CURRENCY.code };
    } catch (error) {
      unsubscribe();
      release();
      throw error;
    }
    if (request.raw.destroyed) {
      release();
      return unsubscribe();
    }

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

    let closed = false;
    const close = (reason?: 'session_revoked') => {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      unsubscribe();
      unsubscribeInbox();
      unsubscribeSessions();
      release();
      if (reason && !stream.writableEnded) stream.write(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
      stream.end();
    };
    /** Ends the stream when its session is no longer live (revoked or expired). */
    const checkSession = async () => {
      const live = await findLiveSession(ctx.db, tokenHash, new Date()).catch(() => true);
      if (!live) close('session_revoked');
    };
    const unsubscribeSessions = sessionEvents.subscribe(memberId, () => void checkSession());
    const ping = setInterval(() => {
      stream.write(': ping\n\n');
      void checkSession();
    }, PING_MS);
    ping.unref();

    entry.close = () => close();
    request.raw.once('close', () => close());
  });
};
