// Banners and promotion images that carry their offer as text, in the banner's language: the
// headline (the banner's title), the amount it offers (the first percentage or sum in its title or
// text) drawn large, and a call to action, over a gradient with the motif of what it advertises.
// Drawn as SVG and rasterised once by sharp (fonts: art-fonts). Languages whose script no shipped or
// system font draws (CJK, Indic, Burmese, Khmer, Lao, Sinhala) get the English offer; the page's
// alt text still carries the title in the reader's language.
import sharp from 'sharp';
import { escapeXml, fitText, hashBytes, motifSvg, textLines, type Motif } from '../../../core/images/art-kit';
import { ART_FONT_FAMILY } from '../../../core/images/art-fonts';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;
/**
 * The phone variant (issue #30): the same 3:1 box, drawn for a banner the width of a phone (about
 * 360 px), so the copy is drawn about a third larger relative to the banner than in the wide art:
 * the headline across most of the width, the amount and the call to action on one row, the motif
 * small in a corner. At 360 px the headline reads at 14–24 px, the button's text at about 14.
 */
export const PHONE_BANNER_WIDTH = 900;
export const PHONE_BANNER_HEIGHT = 300;

/** Which drawing of a banner: the wide art (three per view on a desktop), or the phone's. */
export type BannerLayout = 'wide' | 'phone';

/** The call to action of a banner, per language whose script the art can draw. */
const CALL_TO_ACTION: Record<string, { play: string; claim: string }> = {
  en: { play: 'Play now', claim: 'Claim now' },
  th: { play: 'เล่นเลย', claim: 'รับเลย' },
  vi: { play: 'Chơi ngay', claim: 'Nhận ngay' },
  es: { play: 'Juega ya', claim: 'Reclámalo ya' },
  id: { play: 'Main sekarang', claim: 'Klaim sekarang' },
  ms: { play: 'Main sekarang', claim: 'Tuntut sekarang' },
  pt: { play: 'Jogue agora', claim: 'Resgate agora' },
  fil: { play: 'Maglaro na', claim: 'Kunin na' },
  tr: { play: 'Hemen oyna', claim: 'Hemen al' },
  ar: { play: 'العب الآن', claim: 'احصل عليها الآن' },
  fa: { play: 'همین حالا بازی کنید', claim: 'همین حالا دریافت کنید' },
  ur: { play: 'ابھی کھیلیں', claim: 'ابھی حاصل کریں' },
  ru: { play: 'Играть', claim: 'Получить' },
  kk: { play: 'Қазір ойнау', claim: 'Қазір алу' },
  uz: { play: 'Hozir o‘ynang', claim: 'Hozir oling' },
  fr: { play: 'Jouer maintenant', claim: 'En profiter' },
  sw: { play: 'Cheza sasa', claim: 'Dai sasa' },
  de: { play: 'Jetzt spielen', claim: 'Jetzt sichern' },
  it: { play: 'Gioca ora', claim: 'Richiedi ora' },
  pl: { play: 'Zagraj teraz', claim: 'Odbierz teraz' },
  nl: { play: 'Speel nu', claim: 'Claim nu' },
  uk: { play: 'Грати', claim: 'Отримати' },
};

const RTL = new Set(['ar', 'fa', 'ur']);

/** The language a banner image is drawn in: the reader's when the art can draw its script, else English. */
export function artLanguage(language: string | undefined): string {
  return language && CALL_TO_ACTION[language] ? language : 'en';
}

/** The languages banner images are drawn in. */
export const ART_LANGUAGES: readonly string[] = Object.keys(CALL_TO_ACTION);

/** The offer's amount: the first percentage or sum (with its currency sign) in the text, if any. */
export function offerAmount(...texts: (string | undefined)[]): string | undefined {
  for (const text of texts) {
    const match = text && /(?:฿\s?)?\d[\d,.]*\s?%|฿\s?\d[\d,.]*|\d{1,3}(?:,\d{3})+(?:\.\d+)?/.exec(text);
    if (match) return match[0].replace(/\s+/g, '');
  }
  return undefined;
}

export interface BannerText {
  /** Image key (varies colours and details). */
  key: string;
  language: string;
  headline: string;
  /** Text the amount may come from when the headline has none (a promotion's description). */
  detail?: string;
  action: 'play' | 'claim';
  motif: Motif | 'gift';
}

function giftSvg(x: number, y: number, s: number): string {
  const u = s / 100;
  const X = (v: number) => (x + v * u).toFixed(1);
  const Y = (v: number) => (y + v * u).toFixed(1);
  const L = (v: number) => (v * u).toFixed(1);
  return (
    `<rect x="${X(14)}" y="${Y(42)}" width="${L(72)}" height="${L(52)}" rx="${L(4)}" fill="#e23b3b"/>` +
    `<rect x="${X(8)}" y="${Y(30)}" width="${L(84)}" height="${L(16)}" rx="${L(3)}" fill="#ff5a5a"/>` +
    `<rect x="${X(45)}" y="${Y(30)}" width="${L(10)}" height="${L(64)}" fill="#ffd24a"/>` +
    `<path d="M ${X(50)} ${Y(30)} C ${X(30)} ${Y(4)} ${X(14)} ${Y(22)} ${X(50)} ${Y(30)} C ${X(86)} ${Y(22)} ${X(70)} ${Y(4)} ${X(50)} ${Y(30)} Z" fill="#ffd24a"/>` +
    [[-30, 70], [100, 60], [96, 92]].map(([cx, cy], i) => `<circle cx="${X(cx)}" cy="${Y(cy)}" r="${L(9 - i * 2)}" fill="#ffd24a" stroke="#b8860b" stroke-width="${L(1.5)}"/>`).join('')
  );
}

/** The banner's SVG: headline, amount and call to action in `text.language` (see artLanguage). */
export function bannerSvg(text: BannerText): string {
  const seed = hashBytes(text.key);
  const rtl = RTL.has(text.language);
  const cta = (CALL_TO_ACTION[text.language] ?? CALL_TO_ACTION.en)[text.action];
  const amount = offerAmount(text.headline, text.detail);
  const headline = fitText(text.headline, 700, 54, 2, 26);
  // Text column: the left 760 px (the right ones in right-to-left languages); the motif the other side.
  const anchor = rtl ? 'end' : 'start';
  const textX = rtl ? BANNER_WIDTH - 60 : 60;
  const motifX = rtl ? 70 : 830;
  let y = amount ? 92 : 130;
  const parts: string[] = [];
  // Right-to-left text starts at its right end: anchor "start" with direction rtl.
  parts.push(textLines(headline.lines, { x: textX, y, size: headline.size, anchor: 'start', direction: rtl ? 'rtl' : 'ltr', lineHeight: 1.18 }));
  y += headline.size * 1.18 * (headline.lines.length - 1) + 22;
  if (amount) {
    parts.push(
      `<text x="${textX}" y="${y + 104}" font-family="${ART_FONT_FAMILY}" font-size="112" font-weight="800" fill="#ffd24a" text-anchor="${anchor}" stroke="#7a4a00" stroke-width="2" direction="ltr" unicode-bidi="embed" data-amount="1">${escapeXml(amount)}</text>`,
    );
    y += 140;
  } else y += 40;
  const ctaWidth = Math.max(200, [...cta].length * 22 + 64);
  const ctaX = rtl ? textX - ctaWidth : textX;
  parts.push(
    `<rect x="${ctaX}" y="${y}" width="${ctaWidth}" height="64" rx="32" fill="#ffd24a"/>`,
    `<rect x="${ctaX}" y="${y}" width="${ctaWidth}" height="32" rx="16" fill="#fff" fill-opacity="0.25"/>`,
    textLines([cta], { x: ctaX + ctaWidth / 2, y: y + 43, size: 30, anchor: 'middle', fill: '#3a1d00', weight: 800, direction: rtl ? 'rtl' : 'ltr' }),
  );
  return bannerDocument(text, seed, BANNER_WIDTH, BANNER_HEIGHT, `<g data-motif="${text.motif}">${motifOf(text, motifX, 60, 280, seed)}</g>`, parts);
}

/** The SVG document around a banner's copy: its gradient (hue from the key), glints, motif and text. */
function bannerDocument(text: BannerText, seed: Buffer, width: number, height: number, motif: string, parts: string[]): string {
  const hue = Math.round((seed[0] * 360) / 256);
  const rtl = RTL.has(text.language);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xml:lang="${escapeXml(text.language)}">`,
    `<title>${escapeXml(text.headline)}</title>`,
    '<defs>',
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 70%, 32%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 80%, 14%)"/></linearGradient>`,
    `<radialGradient id="spot" cx="${rtl ? 0.2 : 0.8}" cy="0.5" r="0.45"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#spot)"/>`,
    ...[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${(seed[1 + i] * width) / 256}" cy="${(seed[8 + i] * height) / 256}" r="${3 + (seed[15 + i] % 5)}" fill="#ffd24a" fill-opacity="0.6"/>`),
    motif,
    ...parts,
    '</svg>',
  ].join('');
}

function motifOf(text: BannerText, x: number, y: number, size: number, seed: Buffer): string {
  return text.motif === 'gift' ? giftSvg(x, y, size) : motifSvg(text.motif, x, y, size, seed, '#ffd24a');
}

/** A call-to-action pill whose left edge is `x` (its text centred), `height` tall. */
function ctaPill(label: string, x: number, y: number, width: number, height: number, size: number, rtl: boolean): string[] {
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#ffd24a"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height / 2}" rx="${height / 4}" fill="#fff" fill-opacity="0.25"/>`,
    textLines([label], { x: x + width / 2, y: y + height * 0.68, size, anchor: 'middle', fill: '#3a1d00', weight: 800, direction: rtl ? 'rtl' : 'ltr' }),
  ];
}

/**
 * The phone's drawing of a banner (PHONE_BANNER_WIDTH × PHONE_BANNER_HEIGHT): the headline on top
 * across the text column, below it the amount and the call to action side by side; the motif in
 * the far corner, behind nothing.
 */
export function phoneBannerSvg(text: BannerText): string {
  const seed = hashBytes(text.key);
  const rtl = RTL.has(text.language);
  const cta = (CALL_TO_ACTION[text.language] ?? CALL_TO_ACTION.en)[text.action];
  const amount = offerAmount(text.headline, text.detail);
  const margin = 36;
  const motifSize = 190;
  const columnWidth = PHONE_BANNER_WIDTH - margin * 2 - motifSize;
  const headline = fitText(text.headline, columnWidth, 64, 2, 36);
  const textX = rtl ? PHONE_BANNER_WIDTH - margin : margin;
  const parts = [textLines(headline.lines, { x: textX, y: margin + headline.size * 0.9, size: headline.size, anchor: 'start', direction: rtl ? 'rtl' : 'ltr', lineHeight: 1.15 })];
  // The bottom row: the amount from the text column's start, the button at its end.
  const rowTop = PHONE_BANNER_HEIGHT - margin - 76;
  const ctaWidth = Math.min(columnWidth / 2, Math.max(220, [...cta].length * 26 + 72));
  if (amount) {
    const amountSize = Math.min(92, Math.floor((columnWidth - ctaWidth - 24) / ([...amount].length * 0.62)));
    parts.push(
      `<text x="${textX}" y="${rowTop + 70}" font-family="${ART_FONT_FAMILY}" font-size="${amountSize}" font-weight="800" fill="#ffd24a" text-anchor="${rtl ? 'end' : 'start'}" stroke="#7a4a00" stroke-width="2" direction="ltr" unicode-bidi="embed" data-amount="1">${escapeXml(amount)}</text>`,
    );
  }
  const ctaX = rtl ? margin + motifSize : margin + columnWidth - ctaWidth;
  parts.push(...ctaPill(cta, ctaX, rowTop + 6, ctaWidth, 70, 36, rtl));
  const motifX = rtl ? margin / 2 : PHONE_BANNER_WIDTH - motifSize - margin / 2;
  return bannerDocument(text, seed, PHONE_BANNER_WIDTH, PHONE_BANNER_HEIGHT, `<g data-motif="${text.motif}" opacity="0.9">${motifOf(text, motifX, (PHONE_BANNER_HEIGHT - motifSize) / 2, motifSize, seed)}</g>`, parts);
}

export function renderBannerPng(text: BannerText, layout: BannerLayout = 'wide'): Promise<Buffer> {
  const svg = layout === 'phone' ? phoneBannerSvg(text) : bannerSvg(text);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
