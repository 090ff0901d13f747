// The staff's queues, live (issue #28): how many deposits wait for a decision, withdrawals for
// review, and four-eyes requests for a second approver — once, and as a server-sent event stream the
// back office's navigation holds open. The stream reads the counts every QUEUE_POLL_MS and sends
// them when they change, so it is right whichever platform instance took the order; it ends when the
// staff session that opened it ends (logout, revocation, expiry).
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { QueueCounts } from '../../../../../contract/admin-api';
import { DEPOSIT_STATE, WITHDRAWAL_STATE } from '../../../../../contract/cashier-states';
import type { RoutesOptions } from '../../../context';
import type { Executor } from '../../../core/database/client';
import { rowsOf } from '../../../core/database/rows-of';
import { ok } from '../../../core/http/envelope';
import { guardAdmin } from '../../../core/admin/admin-guard';
import { isSessionLive } from './staff-store';

export const QUEUE_POLL_MS = 2_000;
const PING_MS = 25_000;


export async function queueCounts(ex: Executor): Promise<QueueCounts> {
  const [row] = rowsOf<QueueCounts>(
    await ex.execute(sql`
      select (select count(*)::int from deposit_orders where state in (${DEPOSIT_STATE.new}, ${DEPOSIT_STATE.pending})) as deposits,
             (select count(*)::int from withdrawal_orders where state = ${WITHDRAWAL_STATE.processing}) as withdrawals,
             (select count(*)::int from approval_requests where state = 'pending') as approvals`),
  );
  return { deposits: Number(row.deposits), withdrawals: Number(row.withdrawals), approvals: Number(row.approvals) };
}

export const queueEventRoutes: FastifyPluginAsync<RoutesOptions> = async (app, { ctx }) => {
  guardAdmin(app, ctx);
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get('/queue-counts', async () => ok(await queueCounts(ctx.db)));

  app.get('/queue-events', async (request, reply) => {
    const sessionId = request.principal?.sessionId;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    let last = '';
    let sinceEvent = 0;
    let timer: NodeJS.Timeout | undefined;
    const close = () => {
      if (timer) clearTimeout(timer);
      open.delete(close);
      raw.end();
    };
    open.add(close);
    raw.on('close', close);
    const tick = async () => {
      try {
        if (sessionId && !(await isSessionLive(ctx.db, sessionId))) {
          raw.write('event: ended\ndata: {"reason":"session"}\n\n');
          return close();
        }
        const counts = JSON.stringify(await queueCounts(ctx.db));
        if (counts !== last) {
          last = counts;
          sinceEvent = 0;
          raw.write(`event: counts\ndata: ${counts}\n\n`);
        } else if ((sinceEvent += QUEUE_POLL_MS) >= PING_MS) {
          sinceEvent = 0;
          raw.write(': ping\n\n');
        }
      } catch (error) {
        request.log.warn({ err: error }, 'queue counts not read');
      }
      if (open.has(close)) timer = setTimeout(() => void tick(), QUEUE_POLL_MS);
    };
    await tick();
  });
};
