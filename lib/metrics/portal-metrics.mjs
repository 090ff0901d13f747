// The portal's Prometheus metrics (issue #16), one registry per process however many bundles load
// this file (route handlers, the cache handler, instrumentation): kept on globalThis. Plain
// JavaScript because the cache handler (lib/cache/*.mjs) is loaded by Next at run time, unbundled.
import client from 'prom-client';

const KEY = Symbol.for('portal.metrics');

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  return {
    registry,
    upstream: new client.Histogram({
      name: 'portal_upstream_duration_seconds',
      help: 'Calls to the platform, by path pattern, method and outcome',
      labelNames: ['path', 'method', 'outcome'],
      buckets: [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [registry],
    }),
    cache: new client.Counter({
      name: 'portal_page_cache_lookups_total',
      help: 'Page and data cache lookups, by the tier that answered (memory, disk, redis) or miss',
      labelNames: ['tier'],
      registers: [registry],
    }),
    requestErrors: new client.Counter({
      name: 'portal_request_errors_total',
      help: 'Errors thrown while rendering or handling a request, by route and kind',
      labelNames: ['route', 'kind'],
      registers: [registry],
    }),
  };
}

/** The process's metrics. */
export function portalMetrics() {
  globalThis[KEY] ??= create();
  return globalThis[KEY];
}

/** A path's pattern for a label: numeric ids and long opaque segments become `:id`. */
export function pathPattern(path) {
  return path
    .split('?')[0]
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) || (segment.length >= 16 && /\d/.test(segment)) ? ':id' : segment))
    .join('/');
}
