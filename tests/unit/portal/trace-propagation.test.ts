/** @jest-environment node */
// Every upstream call carries the W3C trace context of the request being served (issue #16), so
// the platform's spans continue the portal's trace; without tracing, no header is added.
import { context, propagation, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { wpsFetch } from '@/lib/wps/client';

const seen: (string | null)[] = [];
const server = setupServer(
  http.get('*/wps/system/flags', ({ request }) => {
    seen.push(request.headers.get('traceparent'));
    return HttpResponse.json({ success: true, value: { ok: true } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  seen.length = 0;
  propagation.disable();
});

const call = () => wpsFetch('/wps/system/flags', { schema: z.object({ ok: z.boolean() }) });

it('sends no trace header when tracing is off', async () => {
  await call();
  expect(seen).toEqual([null]);
});

it("sends the active span's trace context as traceparent", async () => {
  // What NodeTracerProvider.register() sets up when tracing is on (lib/telemetry/portal-tracing.ts).
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const span = { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.SAMPLED };
  await context.with(trace.setSpanContext(ROOT_CONTEXT, span), call);
  expect(seen).toEqual(['00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01']);
});
