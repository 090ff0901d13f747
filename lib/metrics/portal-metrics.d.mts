import type { Counter, Histogram, Registry } from 'prom-client';

export interface PortalMetrics {
  registry: Registry;
  upstream: Histogram<'path' | 'method' | 'outcome'>;
  cache: Counter<'tier'>;
  requestErrors: Counter<'route' | 'kind'>;
}
export function portalMetrics(): PortalMetrics;
export function pathPattern(path: string): string;
