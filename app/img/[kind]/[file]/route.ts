import { env } from '@/lib/env';
import { webpImage } from '@/lib/images/webp-cache';

const FILE = /^([A-Za-z0-9_.-]{1,80})\.(png|webp)$/;
const UPSTREAM_PATHS: Record<string, string> = {
  games: '/wps/game/icon/',
  vendors: '/wps/vendor/icon/',
  content: '/wps/content/image/',
  mall: '/wps/mall/image/',
};
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

class UpstreamImageError extends Error {
  constructor(readonly status: number) {
    super(`upstream image ${status}`);
  }
}

async function fetchUpstream(url: string): Promise<Response> {
  const upstream = await fetch(url, { signal: AbortSignal.timeout(10_000), cache: 'no-store' }).catch(() => null);
  if (!upstream?.ok || !upstream.body) throw new UpstreamImageError(upstream?.status === 404 ? 404 : 502);
  return upstream;
}

/**
 * GET /img/{games|vendors|content|mall}/<code>.webp (what pages use) or .png (the upstream's own
 * file): generated icons, content images and mall item pictures, cacheable by browsers and CDNs.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params;
  const upstreamPath = UPSTREAM_PATHS[kind];
  const match = FILE.exec(file);
  if (!upstreamPath || !match) return new Response('Not found', { status: 404 });
  const [, name, format] = match;
  const upstreamUrl = `${env.WPS_BASE_URL}${upstreamPath}${name}.png`;
  try {
    if (format === 'png') {
      const upstream = await fetchUpstream(upstreamUrl);
      return new Response(upstream.body, { headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE_CONTROL } });
    }
    const image = await webpImage(`${kind}/${name}`, async () => Buffer.from(await (await fetchUpstream(upstreamUrl)).arrayBuffer()));
    return new Response(new Uint8Array(image), { headers: { 'Content-Type': 'image/webp', 'Cache-Control': CACHE_CONTROL } });
  } catch (error) {
    const status = error instanceof UpstreamImageError ? error.status : 502;
    return new Response(status === 404 ? 'Not found' : 'Bad gateway', { status });
  }
}
