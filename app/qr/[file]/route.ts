import { qrSvg } from '@/lib/ui/qr-code';
import { siteResources } from '@/lib/wps/site-resources';

/**
 * GET /qr/<channel>.svg — the app-download QR code of a channel (ios, android) from the site
 * resources, as a cacheable image so pages do not carry the SVG paths.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const channel = /^([a-z0-9-]{1,32})\.svg$/.exec(file)?.[1];
  if (!channel) return new Response('Not found', { status: 404 });
  const resources = await siteResources().catch(() => null);
  const target = resources?.appDownload.find((item) => item.labelNameEn === channel);
  if (!target) return new Response('Not found', { status: resources ? 404 : 502 });
  return new Response(qrSvg(target.url), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=600, stale-while-revalidate=86400' },
  });
}
