// The members' live events across platform instances (issue #16): with REDIS_URL, a committed
// balance change is published on Redis and every instance (the publisher included) hands it to its
// own open streams, so a browser sees a change whichever instance its stream and its bet went to.
// Without Redis the events stay in-process (balance-events.ts), as on a single instance.
import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { deliverBalanceChange, setBalanceTransport, type BalanceChange } from '../domain/balance-events';

const CHANNEL = `${process.env.REDIS_EVENTS_PREFIX ?? 'platform:events'}:balance`;

export interface EventBus {
  close(): Promise<void>;
}

export async function connectRedisEventBus(url: string, log: FastifyBaseLogger): Promise<EventBus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  const warn = (error: Error) => log.warn({ err: error.message }, 'event bus: Redis error');
  publisher.on('error', warn);
  subscriber.on('error', warn);
  subscriber.on('message', (channel, message) => {
    if (channel !== CHANNEL) return;
    try {
      deliverBalanceChange(JSON.parse(message) as BalanceChange);
    } catch {
      log.warn('event bus: unreadable message dropped');
    }
  });
  await subscriber.subscribe(CHANNEL);
  setBalanceTransport((change) => {
    // A lost publish only delays the header until the next change or page load; the ledger is the
    // truth, so deliver locally rather than lose the event when Redis refuses it.
    publisher.publish(CHANNEL, JSON.stringify(change)).catch((error: Error) => {
      warn(error);
      deliverBalanceChange(change);
    });
  });
  return {
    async close() {
      setBalanceTransport(undefined);
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
