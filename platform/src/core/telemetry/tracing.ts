// OpenTelemetry traces of the platform (issue #16), on when an OTLP endpoint is configured
// (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, the standard variables): a
// server span per HTTP request continuing the caller's W3C trace context (the portal sends
// `traceparent` on every upstream call), and spans for the database statements of the money path.
// Off, the API's no-op tracer costs nothing.
import { trace, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { PlatformConfig } from '../../config';

type TracingConfig = Pick<PlatformConfig, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' | 'OTEL_SERVICE_NAME'>;

/**
 * Starts tracing when configured (main.ts, before Fastify loads node:http, which it must patch); the
 * returned function flushes and stops it. The exporter reads the endpoint variables itself.
 */
export function startTracing(config: TracingConfig): () => Promise<void> {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT && !config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return async () => undefined;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 500 })],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  // Health checks and the metrics scrape are not traced: they would drown the requests that matter.
  const quiet = new Set(['/health', '/metrics']);
  registerInstrumentations({
    instrumentations: [new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => quiet.has((request.url ?? '').split('?')[0]) })],
  });
  return () => provider.shutdown();
}

const tracer = trace.getTracer('platform');

/** Runs `work` in a client span for one database statement (the statement's first words name it). */
export function inDatabaseSpan<T>(system: 'postgresql' | 'pglite', text: string, work: () => Promise<T>): Promise<T> {
  const operation = /^\s*(with|select|insert|update|delete)/i.exec(text)?.[1]?.toLowerCase() ?? 'statement';
  return tracer.startActiveSpan(`db ${operation}`, { kind: 3 /* CLIENT */, attributes: { 'db.system': system, 'db.operation.name': operation } }, async (span: Span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: 2 /* ERROR */ });
      throw error;
    } finally {
      span.end();
    }
  });
}
