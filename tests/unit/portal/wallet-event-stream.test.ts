/** @jest-environment node */
// withBalanceText (lib/bff/wallet-event-stream.ts): the wallet's upstream event stream passed on to
// the browser with each balance formatted in the page's language, whatever the chunking upstream.
import { withBalanceText } from '@/lib/bff/wallet-event-stream';

/** A stream of `chunks` as the upstream's bytes arrive (split wherever the test says). */
function upstream(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

const balance = (amount: string, reason: string) => JSON.stringify({ balance: amount, currency: 'THB', currencySymbol: '฿', reason });

describe('withBalanceText', () => {
  it('adds the amount in the page language to each balance event, split across chunks or not', async () => {
    const wire = `event: balance\ndata: ${balance('1234567.50', 'current')}\n\nevent: balance\ndata: ${balance('-12.00', 'bet')}\n\n`;
    // Split inside a field name, inside the JSON and between the two blank-line ends.
    const chunks = [wire.slice(0, 3), wire.slice(3, 40), wire.slice(40, wire.indexOf('\n\n') + 1), wire.slice(wire.indexOf('\n\n') + 1)];
    const text = await readAll(withBalanceText(upstream(chunks), 'en'));
    expect(text).toBe(
      `event: balance\ndata: ${JSON.stringify({ ...JSON.parse(balance('1234567.50', 'current')), balanceText: '1,234,567.50' })}\n\n` +
        `event: balance\ndata: ${JSON.stringify({ ...JSON.parse(balance('-12.00', 'bet')), balanceText: '-12.00' })}\n\n`,
    );
  });

  it('keeps a character whose bytes arrive in two chunks', async () => {
    const bytes = new TextEncoder().encode(`event: balance\ndata: ${balance('5.00', 'current')}\n\n`);
    const symbol = bytes.indexOf(0xe0); // the first byte of ฿ (three bytes in UTF-8)
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, symbol + 1));
        controller.enqueue(bytes.slice(symbol + 1));
        controller.close();
      },
    });
    expect(JSON.parse((await readAll(withBalanceText(split, 'th'))).split('data: ')[1])).toMatchObject({ currencySymbol: '฿', balanceText: '5.00' });
  });

  it('formats in the language asked for', async () => {
    const text = await readAll(withBalanceText(upstream([`event: balance\ndata: ${balance('1234.5', 'current')}\n\n`]), 'de'));
    expect(JSON.parse(text.split('data: ')[1]).balanceText).toBe('1.234,50');
  });

  it('passes the inbox count, the session end, keep-alive comments and retries through unchanged', async () => {
    const wire = 'event: inbox\ndata: {"unread":3}\n\n: ping\n\nretry: 5000\n\nevent: closed\ndata: {"reason":"session_revoked"}\n\n';
    expect(await readAll(withBalanceText(upstream([wire]), 'th'))).toBe(wire);
  });

  it('passes a balance event it cannot read as it came, without text', async () => {
    const wire = 'event: balance\ndata: not json\n\nevent: balance\ndata: {"balance":12}\n\n';
    expect(await readAll(withBalanceText(upstream([wire]), 'th'))).toBe(wire);
  });

  it('cancels the upstream when the browser goes away', async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`event: balance\ndata: ${balance('1.00', 'current')}\n\n`));
      },
      cancel() {
        cancelled = true;
      },
    });
    const reader = withBalanceText(endless, 'th').getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('"balanceText":"1.00"');
    await reader.cancel();
    // The cancel reaches the upstream through each pipe in turn, a few tasks later.
    for (let turn = 0; turn < 10 && !cancelled; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).toBe(true);
  });
});
