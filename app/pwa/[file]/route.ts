import { pwaIcon } from '@/lib/member-center/pwa-icon';

/** GET /pwa/<icon>.png — the lite app's icons (app/manifest.ts), drawn from the site icon by sharp. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const png = pwaIcon(file);
  if (!png) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(await png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
