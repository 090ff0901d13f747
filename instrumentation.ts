import type { Instrumentation } from 'next';

/** Counts every error Next reports while rendering or handling a request (GET /api/metrics). */
export const onRequestError: Instrumentation.onRequestError = async (_error, _request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { portalMetrics } = await import('@/lib/metrics/portal-metrics.mjs');
  portalMetrics().requestErrors.inc({ route: context.routePath, kind: context.routeType });
};
