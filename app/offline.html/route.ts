import { getTranslations } from 'next-intl/server';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /offline.html — what the lite app shows without a network (the service worker keeps this one
 * page): self-contained, in Thai (the default) and English, with a retry.
 */
export async function GET() {
  const [th, en] = await Promise.all([getTranslations({ locale: 'th', namespace: 'memberCenter.app' }), getTranslations({ locale: 'en', namespace: 'memberCenter.app' })]);
  const block = (t: typeof th, lang: string) =>
    `<section lang="${lang}"><h1>${escapeHtml(t('offlineTitle'))}</h1><p>${escapeHtml(t('offlineText'))}</p><button type="button" onclick="location.reload()">${escapeHtml(t('reload'))}</button></section>`;
  const html = `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(th('offlineTitle'))}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-content:center;gap:2rem;background:#0f1220;color:#f4f4f8;font-family:system-ui,sans-serif;text-align:center;padding:1rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:.5rem;border:0;background:#f5c542;color:#0f1220}</style></head>
<body>${block(th, 'th')}${block(en, 'en')}</body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
