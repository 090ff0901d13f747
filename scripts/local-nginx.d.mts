export const ROUTES_CONF: string;
export const CACHE_CONF: string;
export function nginxPath(): string | undefined;
export function cacheConfig(dir: string): Promise<string>;
export function loadBalancerConfig(dir: string, port: number, portals: number[], platforms: number[], extra?: string): string;
export interface LoadBalancer {
  url: string;
  dir: string;
  stop(): Promise<void>;
}
export function startLoadBalancer(port: number, portals: number[], platforms: number[], options?: { extra?: (dir: string) => string }): Promise<LoadBalancer>;
