// Game tiles and vendor wordmarks, drawn as SVG and rasterised once by sharp: a game tile shows
// the motif of its kind of game (art-kit: cards, wheel, reels, ball, numbered balls, fish,
// rooster…) in its vendor's colours, the vendor's name and the game's name; a vendor card shows the
// vendor's name as a wordmark over the motif of its category.
import sharp from 'sharp';
import { fitText, hashBytes, hueOf, motifOf, motifSvg, textLines, escapeXml } from './art-kit';

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

function frame(hue: number, body: string, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="hsl(${hue}, 62%, 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 70%, 16%)"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.38" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${ICON_SIZE}" height="${ICON_SIZE}" rx="24" fill="url(#bg)"/>`,
    `<rect width="${ICON_SIZE}" height="${ICON_SIZE}" rx="24" fill="url(#glow)"/>`,
    body,
    '</svg>',
  ].join('');
}

/** A game tile: vendor pill, motif, the game's name on a dark band. */
export function gameIconSvg(game: GameArt): string {
  const hue = hueOf(game.vendorCode);
  const seed = hashBytes(`game:${game.gameCode}`);
  const motif = motifOf(game.gameType, game.name, game.vendorName);
  // The vendor pill sits top centre, between the portal's "hot" badge (top start) and its favourite
  // button (top end), so neither covers it in either reading direction.
  const vendor = fitText(game.vendorName.toUpperCase(), 112, 11, 1, 7);
  const pillWidth = Math.min(124, Math.round([...vendor.lines[0]].length * vendor.size * 0.66 + 14));
  const name = fitText(game.name, 212, 26, 2, 12);
  const nameTop = name.lines.length > 1 ? 186 : 200;
  return frame(
    hue,
    [
      `<g data-motif="${motif}">${motifSvg(motif, 64, 34, 112, seed, `hsl(${(hue + 180) % 360}, 85%, 60%)`)}</g>`,
      `<rect x="${ICON_SIZE / 2 - pillWidth / 2}" y="9" width="${pillWidth}" height="20" rx="10" fill="#000" fill-opacity="0.45"/>`,
      textLines(vendor.lines, { x: ICON_SIZE / 2, y: 19 + vendor.size * 0.36, size: vendor.size, weight: 700, fill: '#ffe08a', anchor: 'middle' }),
      `<rect x="0" y="${nameTop - 26}" width="${ICON_SIZE}" height="${ICON_SIZE - nameTop + 26}" fill="#000" fill-opacity="0.5"/>`,
      `<rect x="0" y="${nameTop - 26}" width="${ICON_SIZE}" height="2" fill="hsl(${hue}, 90%, 65%)"/>`,
      textLines(name.lines, { x: 120, y: nameTop + (name.size - 20) / 2, size: name.size, anchor: 'middle' }),
    ].join(''),
    game.name,
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
