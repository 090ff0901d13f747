/** @jest-environment node */
// The platform's OpenTelemetry traces (issue #16): with an OTLP endpoint configured, a request that
// carries the portal's W3C `traceparent` continues that trace in a server span, the money path's
// database statements are child spans of it, and the platform's log lines name the trace.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { MoneyClient, cheapSlot } from '../../support/money-client';
import { freePort, startPlatform, type RunningPlatform } from './platform-process';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

let receiver: Server;
const spans: OtlpSpan[] = [];
let platform: RunningPlatform;
let client: MoneyClient;

beforeAll(async () => {
  const port = await freePort();
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  platform = await startPlatform({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info', LOG_REQUESTS: 'on' });
  client = new MoneyClient(platform.url, platform.operatorKey);
}, 90_000);

afterAll(async () => {
  await platform?.stop();
  receiver?.close();
});

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

it('continues the caller’s trace through the request and its database statements', async () => {
  await client.createMember('trace01', '20.00');
  const token = await client.login('trace01', 'Load@2026');
  const playToken = await client.openGame(token, await cheapSlot(client, token));
  const traceId = hex(16);
  const parentId = hex(8);
  const response = await fetch(`${platform.url}/vendor/local/spin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Play-Token': playToken, traceparent: `00-${traceId}-${parentId}-01` },
    body: JSON.stringify({ spinId: 'trace-spin-0001', bet: '1.00' }),
  });
  expect(response.status).toBe(200);

  const until = Date.now() + 10_000;
  while (Date.now() < until && !spans.some((span) => span.traceId === traceId && span.name.startsWith('db '))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ours = spans.filter((span) => span.traceId === traceId);
  const server = ours.find((span) => span.parentSpanId === parentId);
  expect(server).toMatchObject({ kind: 2 }); // SERVER, child of the caller's span
  const statements = ours.filter((span) => span.name.startsWith('db '));
  expect(statements.length).toBeGreaterThan(0);
  expect(statements.every((span) => span.parentSpanId === server!.spanId)).toBe(true);
  // The request's log lines carry the trace id.
  expect(platform.output()).toContain(`"traceId":"${traceId}"`);
});
