import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { formatAmount } from '@/lib/format/amount';
import type { Language } from '@/contract/languages';

/** One server-sent event as written on the wire (comments and retries pass through as they came). */
function wireEvent({ event, id, data }: EventSourceMessage): string {
  const lines = [...(event ? [`event: ${event}`] : []), ...(id ? [`id: ${id}`] : []), ...data.split('\n').map((line) => `data: ${line}`)];
  return `${lines.join('\n')}\n\n`;
}

/** A `balance` event's data with its amount formatted for the page (`balanceText`); other data as it came. */
function withText(data: string, locale: Language): string {
  try {
    const balance: unknown = JSON.parse(data);
    if (typeof balance !== 'object' || balance === null || typeof (balance as { balance?: unknown }).balance !== 'string') return data;
    return JSON.stringify({ ...balance, balanceText: formatAmount((balance as { balance: string }).balance, locale) });
  } catch {
    return data;
  }
}

/**
 * The wallet's upstream event stream, passed on with each `balance` event carrying its amount as the
 * header shows it in `locale` (`balanceText`, spec §9). The browser's first number format is a long
 * task on a phone, and the header's balance would be a member page's only one at load. Every other
 * event, comment (the upstream's keep-alive pings) and retry passes through unchanged. Cancelling the
 * result (the browser went away) cancels the upstream.
 */
export function withBalanceText(upstream: ReadableStream<Uint8Array>, locale: Language): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let parser: ReturnType<typeof createParser>;
  return upstream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start(controller) {
        const send = (text: string) => controller.enqueue(encoder.encode(text));
        parser = createParser({
          onEvent: (message) => send(wireEvent(message.event === 'balance' ? { ...message, data: withText(message.data, locale) } : message)),
          onComment: (comment) => send(`: ${comment}\n\n`),
          onRetry: (retry) => send(`retry: ${retry}\n\n`),
        });
      },
      transform(chunk) {
        // A character split between two chunks is held until the rest of it arrives.
        parser.feed(decoder.decode(chunk, { stream: true }));
      },
      flush() {
        parser.feed(decoder.decode());
      },
    }),
  );
}
