import { serverConfig } from '@/lib/config';

const FILE = /^[A-Za-z0-9_.-]{1,80}\.png$/;
const UPSTREAM_PATHS: Record<string, string> = {
  games: '/wps/game/icon/',
  vendors: '/wps/vendor/icon/',
  content: '/wps/content/image/',
};

/** GET /img/{games|vendors|content}/<code>.png — the upstream's generated icons and content images, cacheable by browsers and CDNs. */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params;
  const upstreamPath = UPSTREAM_PATHS[kind];
  if (!upstreamPath || !FILE.test(file)) return new Response('Not found', { status: 404 });
  const upstream = await fetch(`${serverConfig.wpsBaseUrl}${upstreamPath}${file}`, {
    signal: AbortSignal.timeout(10_000),
    cache: 'no-store',
  }).catch(() => null);
  if (!upstream?.ok || !upstream.body) return new Response('Not found', { status: upstream?.status === 404 ? 404 : 502 });
  return new Response(upstream.body, {
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'image/png',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
