// Game tiles and vendor wordmarks, drawn as SVG and rasterised once by sharp. A game tile shows the
// emblem of its game — a slot's theme from its name (slot-themes.ts), else the motif of its kind
// (art-kit: cards, wheel, reels, ball, numbered balls, fish, rooster…) — in its vendor's colours and
// its vendor's frame style, with the vendor's name; not the game's name, which the portal's tile
// prints under the picture (the image's title still carries it). A vendor card shows the vendor's
// name as a wordmark over the motif of its category.
import sharp from 'sharp';
import { fitText, hashBytes, hueOf, motifOf, motifSvg, textLines, escapeXml } from '../../../core/images/art-kit';
import { slotThemeOf, slotThemeSvg } from './slot-themes';

export const ICON_SIZE = 240;

export interface GameArt {
  gameCode: string;
  name: string;
  gameType: string;
  vendorCode: string;
  vendorName: string;
}

export interface VendorArt {
  code: string;
  name: string;
  gameType: string;
}

/** How a vendor's tiles are framed, so that a vendor's games look like one family and another's not. */
export const FRAME_STYLES = ['glow', 'rays', 'border', 'dots'] as const;
export type FrameStyle = (typeof FRAME_STYLES)[number];

export function frameStyleOf(vendorCode: string): FrameStyle {
  return FRAME_STYLES[hashBytes(`frame:${vendorCode}`)[0] % FRAME_STYLES.length];
}

const C = ICON_SIZE / 2;

/** The background of a frame style: the vendor's gradient, and the style's own layer over it. */
function styleLayer(style: FrameStyle, hue: number): string {
  const light = `hsl(${(hue + 180) % 360}, 85%, 60%)`;
  switch (style) {
    case 'glow':
      return `<rect width="${ICON_SIZE}" height="${ICON_SIZE}" rx="24" fill="url(#glow)"/>`;
    case 'rays':
      return (
        `<g opacity="0.22">${Array.from({ length: 12 }, (_, i) => `<polygon points="${C},${C} ${C - 14},-40 ${C + 14},-40" fill="#fff" transform="rotate(${i * 30} ${C} ${C})"/>`).join('')}</g>` +
        `<circle cx="${C}" cy="${C}" r="70" fill="url(#glow)"/>`
      );
    case 'border':
      return (
        `<rect x="8" y="8" width="${ICON_SIZE - 16}" height="${ICON_SIZE - 16}" rx="18" fill="none" stroke="#ffd24a" stroke-width="4"/>` +
        `<rect x="16" y="16" width="${ICON_SIZE - 32}" height="${ICON_SIZE - 32}" rx="12" fill="none" stroke="${light}" stroke-width="1.5" stroke-opacity="0.8"/>` +
        [16, ICON_SIZE - 16].flatMap((x) => [16, ICON_SIZE - 16].map((y) => `<circle cx="${x}" cy="${y}" r="6" fill="#ffd24a"/>`)).join('')
      );
    case 'dots':
      return (
        `<g fill="#fff" fill-opacity="0.12">${Array.from({ length: 8 }, (_, row) => Array.from({ length: 8 }, (_, col) => `<circle cx="${15 + col * 30 + (row % 2) * 15}" cy="${15 + row * 30}" r="${3 + ((row + col) % 3)}"/>`).join('')).join('')}</g>` +
        `<path d="M0 ${ICON_SIZE - 52} Q ${C} ${ICON_SIZE - 92} ${ICON_SIZE} ${ICON_SIZE - 52} V ${ICON_SIZE} H 0 Z" fill="#000" fill-opacity="0.28"/>`
      );
  }
}

function frame(hue: number, body: string, title: string, style: FrameStyle = 'glow'): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}" data-frame="${style}">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="hsl(${hue}, 62%, 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 70%, 16%)"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${ICON_SIZE}" height="${ICON_SIZE}" rx="24" fill="url(#bg)"/>`,
    styleLayer(style, hue),
    body,
    '</svg>',
  ].join('');
}

/** A game tile: the vendor's pill at the top, the game's emblem large in the middle. */
export function gameIconSvg(game: GameArt): string {
  const hue = hueOf(game.vendorCode);
  const seed = hashBytes(`game:${game.gameCode}`);
  const accent = `hsl(${(hue + 180) % 360}, 85%, 60%)`;
  const theme = game.gameType === 'RNG' ? slotThemeOf(game.name) : undefined;
  const motif = motifOf(game.gameType, game.name, game.vendorName);
  // The vendor pill sits top centre, between the portal's "hot" badge (top start) and its favourite
  // button (top end), so neither covers it in either reading direction.
  const vendor = fitText(game.vendorName.toUpperCase(), 112, 11, 1, 7);
  const pillWidth = Math.min(124, Math.round([...vendor.lines[0]].length * vendor.size * 0.66 + 14));
  const emblem = theme ? `<g data-theme="${theme}">${slotThemeSvg(theme, 40, 46, 160, seed, accent)}</g>` : motifSvg(motif, 40, 46, 160, seed, accent);
  return frame(
    hue,
    [
      `<g data-motif="${motif}">${emblem}</g>`,
      `<rect x="${C - pillWidth / 2}" y="12" width="${pillWidth}" height="20" rx="10" fill="#000" fill-opacity="0.45"/>`,
      textLines(vendor.lines, { x: C, y: 22 + vendor.size * 0.36, size: vendor.size, weight: 700, fill: '#ffe08a', anchor: 'middle' }),
    ].join(''),
    game.name,
    frameStyleOf(game.vendorCode),
  );
}

/** A vendor card (also the footer's provider icon): the vendor's name as a wordmark, a small motif. */
export function vendorIconSvg(vendor: VendorArt): string {
  const hue = hueOf(vendor.code);
  const seed = hashBytes(`vendor:${vendor.code}`);
  const motif = motifOf(vendor.gameType, '', vendor.name);
  const word = fitText(vendor.name, 212, 44, 2, 16);
  const top = word.lines.length > 1 ? 150 : 172;
  return frame(
    hue,
    [
      `<g data-motif="${motif}" opacity="0.95">${motifSvg(motif, 80, 18, 80, seed, `hsl(${(hue + 180) % 360}, 85%, 60%)`)}</g>`,
      textLines(word.lines, { x: 120, y: top, size: word.size, anchor: 'middle', weight: 800, lineHeight: 1.1 }),
      `<rect x="70" y="${top + (word.lines.length - 1) * word.size * 1.1 + 14}" width="100" height="4" rx="2" fill="hsl(${(hue + 180) % 360}, 85%, 60%)"/>`,
    ].join(''),
    vendor.name,
  );
}

export function renderGameIconPng(game: GameArt): Promise<Buffer> {
  return sharp(Buffer.from(gameIconSvg(game))).png({ compressionLevel: 9 }).toBuffer();
}

export function renderVendorIconPng(vendor: VendorArt): Promise<Buffer> {
  return sharp(Buffer.from(vendorIconSvg(vendor))).png({ compressionLevel: 9 }).toBuffer();
}
