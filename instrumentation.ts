import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts. On Node.js: the environment checked (a bad value stops the
 * server with one line naming the variable, lib/env.ts; next.config.ts checks it too, but Next's
 * standalone server does not load that file), the socket-address stamp (lib/edge/peer-stamp.ts, on
 * Node's diagnostics channel; the Edge build never loads it), and tracing when an OTLP endpoint is configured
 * (lib/telemetry/portal-tracing.ts).
 */
export async function register() {
  // NEXT_RUNTIME is Next's own, inlined per build: the Edge build drops everything below.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { loadOrExit } = await import('@/contract/env-schema');
  const { checkPortalEnv } = await import('@/lib/env');
  const env = loadOrExit(() => checkPortalEnv());
  const { stampPeers } = await import('@/lib/edge/peer-stamp');
  stampPeers();
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return;
  const { startPortalTracing } = await import('@/lib/telemetry/portal-tracing');
  startPortalTracing();
}

/** Counts every error Next reports while rendering or handling a request (GET /api/metrics). */
export const onRequestError: Instrumentation.onRequestError = async (_error, _request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { portalMetrics } = await import('@/lib/metrics/portal-metrics.mjs');
  portalMetrics().requestErrors.inc({ route: context.routePath, kind: context.routeType });
};
