// What platform instances tell each other over Redis (issue #16), when REDIS_URL is set:
// - members' live events (balance and inbox changes): each is published and every instance (the
//   publisher included) hands it to its own open streams, so a browser sees a change whichever
//   instance its stream and the change went to;
// - cache invalidations: an operator's change drops the cached value on every instance before the
//   portal is told to revalidate, so no instance renders the old value again from its cache.
// Without Redis both stay in-process (member-events.ts, core/cached.ts), as on a single instance.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheGroup } from '../cached';
import type { MemberEventChannel } from './member-events';

/** A member's live event channel as the bus carries it (the bus only moves JSON: each channel gets back the event it published). */
export type CarriedChannel = MemberEventChannel<{ memberId: number }>;
/** An invalidation waits this long at most for Redis to carry it back (then the TTL is the bound). */
const BROADCAST_WAIT_MS = 1_000;

export interface EventBus {
  close(): Promise<void>;
}

/** Channels are named `<prefix>:cache` and `<prefix>:<event>` (REDIS_EVENTS_PREFIX). */
/**
 * The members' live events (`channels`, given by the modules that announce them) are carried between
 * instances, each on its own Redis channel.
 */
export async function connectRedisEventBus(url: string, prefix: string, log: FastifyBaseLogger, caches: CacheGroup, channels: readonly CarriedChannel[]): Promise<EventBus> {
  const CACHE = `${prefix}:cache`;
  const channelOf = (events: CarriedChannel) => `${prefix}:${events.name}`;
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  const warn = (error: Error) => log.warn({ err: error.message }, 'event bus: Redis error');
  publisher.on('error', warn);
  subscriber.on('error', warn);

  // Our own invalidations, waiting to come back: Redis delivers a message to every subscriber of the
  // channel, so once ours is back the other instances have it too.
  const waiting = new Map<string, () => void>();
  const byChannel = new Map(channels.map((events) => [channelOf(events), events]));
  subscriber.on('message', (channel, message) => {
    try {
      const events = byChannel.get(channel);
      if (events) events.deliver(JSON.parse(message) as { memberId: number });
      else if (channel === CACHE) {
        const { name, id } = JSON.parse(message) as { name: string; id: string };
        caches.dropLocal(name);
        waiting.get(id)?.();
      }
    } catch {
      log.warn('event bus: unreadable message dropped');
    }
  });
  await subscriber.subscribe(...byChannel.keys(), CACHE);

  for (const events of channels) {
    events.setTransport((event) => {
      // A lost publish only delays the header until the next change or page load; the ledger and
      // the inbox are the truth, so deliver locally rather than lose the event when Redis refuses it.
      publisher.publish(channelOf(events), JSON.stringify(event)).catch((error: Error) => {
        warn(error);
        events.deliver(event);
      });
    });
  }
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
      for (const events of channels) events.setTransport(undefined);
      caches.broadcast = undefined;
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
