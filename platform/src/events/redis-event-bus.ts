// What platform instances tell each other over Redis (issue #16), when REDIS_URL is set:
// - members' live events: a committed balance change is published and every instance (the
//   publisher included) hands it to its own open streams, so a browser sees a change whichever
//   instance its stream and its bet went to;
// - cache invalidations: an operator's change drops the cached value on every instance before the
//   portal is told to revalidate, so no instance renders the old value again from its cache.
// Without Redis both stay in-process (balance-events.ts, domain/cached.ts), as on a single instance.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { deliverBalanceChange, setBalanceTransport, type BalanceChange } from '../domain/balance-events';
import type { CacheGroup } from '../domain/cached';

const PREFIX = process.env.REDIS_EVENTS_PREFIX ?? 'platform:events';
const BALANCE = `${PREFIX}:balance`;
const CACHE = `${PREFIX}:cache`;
/** An invalidation waits this long at most for Redis to carry it back (then the TTL is the bound). */
const BROADCAST_WAIT_MS = 1_000;

export interface EventBus {
  close(): Promise<void>;
}

export async function connectRedisEventBus(url: string, log: FastifyBaseLogger, caches: CacheGroup): Promise<EventBus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  const warn = (error: Error) => log.warn({ err: error.message }, 'event bus: Redis error');
  publisher.on('error', warn);
  subscriber.on('error', warn);

  // Our own invalidations, waiting to come back: Redis delivers a message to every subscriber of the
  // channel, so once ours is back the other instances have it too.
  const waiting = new Map<string, () => void>();
  subscriber.on('message', (channel, message) => {
    try {
      if (channel === BALANCE) deliverBalanceChange(JSON.parse(message) as BalanceChange);
      else if (channel === CACHE) {
        const { name, id } = JSON.parse(message) as { name: string; id: string };
        caches.dropLocal(name);
        waiting.get(id)?.();
      }
    } catch {
      log.warn('event bus: unreadable message dropped');
    }
  });
  await subscriber.subscribe(BALANCE, CACHE);

  setBalanceTransport((change) => {
    // A lost publish only delays the header until the next change or page load; the ledger is the
    // truth, so deliver locally rather than lose the event when Redis refuses it.
    publisher.publish(BALANCE, JSON.stringify(change)).catch((error: Error) => {
      warn(error);
      deliverBalanceChange(change);
    });
  });
  caches.broadcast = async (name) => {
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<void>((resolve) => {
      waiting.set(id, resolve);
      timer = setTimeout(resolve, BROADCAST_WAIT_MS);
    });
    try {
      await publisher.publish(CACHE, JSON.stringify({ name, id }));
      await back;
    } catch (error) {
      warn(error as Error);
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
    }
  };

  return {
    async close() {
      setBalanceTransport(undefined);
      caches.broadcast = undefined;
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
