import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts. On Node.js: the socket-address stamp of instrumentation-node.ts
 * (the Edge build never loads it), and tracing when an OTLP endpoint is configured
 * (lib/telemetry/portal-tracing.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./instrumentation-node');
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT && !process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return;
  const { startPortalTracing } = await import('@/lib/telemetry/portal-tracing');
  startPortalTracing();
}

/** Counts every error Next reports while rendering or handling a request (GET /api/metrics). */
export const onRequestError: Instrumentation.onRequestError = async (_error, _request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { portalMetrics } = await import('@/lib/metrics/portal-metrics.mjs');
  portalMetrics().requestErrors.inc({ route: context.routePath, kind: context.routeType });
};
