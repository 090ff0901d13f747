// Shared pieces of the generated art: palettes from a hash, XML escaping, text fitting and the
// motif of each kind of game (cards for baccarat, a wheel for roulette, reels for slots, a ball for
// sports, numbered balls for lottery, a fish for fishing, a rooster for cockfight…), drawn as SVG.
import { createHash } from 'node:crypto';
import { ART_FONT_FAMILY } from './art-fonts';

export type Motif = 'cards' | 'wheel' | 'reels' | 'ball' | 'numbers' | 'fish' | 'rooster' | 'controller' | 'dice' | 'rocket' | 'mahjong';

export const MOTIFS: readonly Motif[] = ['cards', 'wheel', 'reels', 'ball', 'numbers', 'fish', 'rooster', 'controller', 'dice', 'rocket', 'mahjong'];

const BY_NAME: [RegExp, Motif][] = [
  [/cockfight|sabong|digmaan|rooster|\bwgb\b|ws168|sv388/, 'rooster'],
  [/e-?sports|tf gaming/, 'controller'],
  [/roulette|wheel/, 'wheel'],
  [/mahjong/, 'mahjong'],
  [/sic bo|dice|fan tan/, 'dice'],
  [/baccarat|blackjack|poker|dragon tiger|andar bahar|pok deng|teen patti|rummy|dummy|niu niu|sam gong|holdem|hi-lo|cards/, 'cards'],
  [/aviator|rocket|\bjet\b|crash|limbo/, 'rocket'],
  [/lotto|lottery|keno|pk10|fast 3|lucky 10|quick draw/, 'numbers'],
  [/goal|sportsbook|virtual sports|live betting/, 'ball'],
  [/fishing|fish|shark|mermaid|octopus|reef/, 'fish'],
];

const BY_TYPE: Record<string, Motif> = {
  SPORTS: 'ball',
  LIVE: 'cards',
  RNG: 'reels',
  FISH: 'fish',
  PVP: 'cards',
  LOTT: 'numbers',
  ELOTT: 'numbers',
  BGS: 'dice',
};

/** The motif a game or vendor card shows: its name (and vendor) first, then its category. */
export function motifOf(gameType: string, name: string, vendorName = ''): Motif {
  const text = `${name} ${vendorName}`.toLowerCase();
  // A slot keeps its reels whatever its name says ("Dragon Tiger" aside, slot names are themes).
  if (gameType !== 'RNG') {
    for (const [pattern, motif] of BY_NAME) if (pattern.test(text)) return motif;
  }
  return BY_TYPE[gameType] ?? 'reels';
}

export function hashBytes(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** A vendor's hue (its games share it) from its code. */
export function hueOf(key: string): number {
  return Math.round((hashBytes(key)[0] * 360) / 256);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** About how wide a glyph of a bold sans face is, as a share of the font size. */
const GLYPH_WIDTH = 0.62;

/**
 * Breaks `text` into at most `maxLines` lines of words and picks the largest font size (at most
 * `maxSize`) at which the longest line fits `width`; a word too long for the last line is cut with "…".
 */
export function fitText(text: string, width: number, maxSize: number, maxLines = 2, minSize = 11): { lines: string[]; size: number } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { lines: [], size: maxSize };
  const chars = (line: string) => [...line].length;
  let best: string[] = [words.join(' ')];
  // One line when it fits at nearly the full size; else 2..maxLines lines, keeping the layout whose longest line is shortest.
  const oneLineFits = chars(best[0]) * GLYPH_WIDTH * maxSize * 0.8 <= width;
  for (let count = 2; !oneLineFits && count <= maxLines && count <= words.length; count++) {
    const target = Math.ceil(chars(words.join(' ')) / count);
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (current && chars(next) > target && lines.length < count - 1) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    lines.push(current);
    if (Math.max(...lines.map(chars)) < Math.max(...best.map(chars))) best = lines;
  }
  const longest = Math.max(...best.map(chars));
  const size = Math.max(minSize, Math.min(maxSize, Math.floor(width / (longest * GLYPH_WIDTH))));
  const fits = Math.floor(width / (size * GLYPH_WIDTH));
  return { lines: best.map((line) => (chars(line) > fits ? `${[...line].slice(0, Math.max(1, fits - 1)).join('')}…` : line)), size };
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
  direction?: 'ltr' | 'rtl';
}

/** SVG text lines (first baseline at y). */
export function textLines(lines: string[], o: TextOptions): string {
  const lineHeight = o.lineHeight ?? 1.2;
  return lines
    .map(
      (line, i) =>
        `<text x="${o.x}" y="${(o.y + i * o.size * lineHeight).toFixed(1)}" font-family="${ART_FONT_FAMILY}" font-size="${o.size}" font-weight="${o.weight ?? 700}" fill="${o.fill ?? '#fff'}" text-anchor="${o.anchor ?? 'start'}"${o.direction === 'rtl' ? ' direction="rtl"' : ''}>${escapeXml(line)}</text>`,
    )
    .join('');
}

const cx = (n: number) => n.toFixed(1);

/** The motif drawn in a square box of side `s` whose top-left corner is (x, y); `seed` varies details. */
export function motifSvg(motif: Motif, x: number, y: number, s: number, seed: Buffer, accent: string): string {
  const u = s / 100; // one unit of the 100×100 design grid
  const X = (v: number) => cx(x + v * u);
  const Y = (v: number) => cx(y + v * u);
  const L = (v: number) => cx(v * u);
  const font = `font-family="${ART_FONT_FAMILY}" font-weight="700"`;
  switch (motif) {
    case 'cards': {
      const card = (dx: number, angle: number, label: string, suit: string, color: string) =>
        `<g transform="rotate(${angle} ${X(50)} ${Y(90)})"><rect x="${X(dx)}" y="${Y(12)}" width="${L(44)}" height="${L(64)}" rx="${L(5)}" fill="#fff" stroke="#1b1b1b" stroke-width="${L(1.2)}"/>` +
        `<text x="${X(dx + 5)}" y="${Y(28)}" ${font} font-size="${L(14)}" fill="${color}">${label}</text>` +
        `<text x="${X(dx + 22)}" y="${Y(56)}" ${font} font-size="${L(26)}" fill="${color}" text-anchor="middle">${suit}</text></g>`;
      const ranks = ['A', 'K', 'Q', 'J', '9', '8'];
      return card(16, -14, ranks[seed[3] % 6], '♠', '#111') + card(40, 12, ranks[seed[4] % 6], '♥', '#d11a2a');
    }
    case 'wheel': {
      const r = 40;
      const circumference = 2 * Math.PI * r * u;
      const dash = (circumference / 18).toFixed(2);
      return (
        `<circle cx="${X(50)}" cy="${Y(50)}" r="${L(46)}" fill="#6b3b12" stroke="#e8c26a" stroke-width="${L(3)}"/>` +
        `<circle cx="${X(50)}" cy="${Y(50)}" r="${L(r)}" fill="none" stroke="#c8102e" stroke-width="${L(14)}"/>` +
        `<circle cx="${X(50)}" cy="${Y(50)}" r="${L(r)}" fill="none" stroke="#111" stroke-width="${L(14)}" stroke-dasharray="${dash} ${dash}"/>` +
        `<circle cx="${X(50)}" cy="${Y(50)}" r="${L(30)}" fill="#0b6b3a"/>` +
        `<circle cx="${X(50)}" cy="${Y(50)}" r="${L(9)}" fill="#e8c26a"/>` +
        [0, 60, 120].map((a) => `<rect x="${X(48.5)}" y="${Y(22)}" width="${L(3)}" height="${L(56)}" fill="#e8c26a" transform="rotate(${a} ${X(50)} ${Y(50)})"/>`).join('') +
        `<circle cx="${X(50 + 40 * Math.cos(seed[5] / 40))}" cy="${Y(50 + 40 * Math.sin(seed[5] / 40))}" r="${L(4.5)}" fill="#fff"/>`
      );
    }
    case 'reels': {
      const symbols = ['7', '★', '♦', '7', 'BAR', '♣'];
      const colors = ['#d11a2a', '#e0a100', '#1b6fd1', '#d11a2a', '#222', '#0b8a3a'];
      const windows = [0, 1, 2]
        .map((i) => {
          const k = seed[6 + i] % symbols.length;
          const label = symbols[k];
          return (
            `<rect x="${X(12 + i * 26)}" y="${Y(26)}" width="${L(24)}" height="${L(44)}" rx="${L(3)}" fill="#fff"/>` +
            `<text x="${X(24 + i * 26)}" y="${Y(56)}" ${font} font-size="${L(label === 'BAR' ? 10 : 22)}" fill="${colors[k]}" text-anchor="middle">${label}</text>`
          );
        })
        .join('');
      return (
        `<rect x="${X(6)}" y="${Y(16)}" width="${L(84)}" height="${L(64)}" rx="${L(9)}" fill="#b3121f" stroke="#ffd24a" stroke-width="${L(3)}"/>` +
        windows +
        `<rect x="${X(90)}" y="${Y(30)}" width="${L(4)}" height="${L(30)}" rx="${L(2)}" fill="#c9c9c9"/><circle cx="${X(92)}" cy="${Y(27)}" r="${L(6)}" fill="${accent}"/>` +
        `<text x="${X(48)}" y="${Y(93)}" ${font} font-size="${L(11)}" fill="#ffd24a" text-anchor="middle">777</text>`
      );
    }
    case 'ball': {
      const pentagon = (px: number, py: number, r: number) =>
        Array.from({ length: 5 }, (_, i) => {
          const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
          return `${X(px + r * Math.cos(a))},${Y(py + r * Math.sin(a))}`;
        }).join(' ');
      const outer = [0, 1, 2, 3, 4].map((i) => {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        return [50 + 33 * Math.cos(a), 52 + 33 * Math.sin(a)] as const;
      });
      return (
        `<circle cx="${X(50)}" cy="${Y(52)}" r="${L(42)}" fill="#fff" stroke="#1b1b1b" stroke-width="${L(2.5)}"/>` +
        `<polygon points="${pentagon(50, 52, 13)}" fill="#1b1b1b"/>` +
        outer
          .map(([px, py], i) => {
            const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
            return `<line x1="${X(50 + 13 * Math.cos(a))}" y1="${Y(52 + 13 * Math.sin(a))}" x2="${X(px)}" y2="${Y(py)}" stroke="#1b1b1b" stroke-width="${L(2)}"/><circle cx="${X(px)}" cy="${Y(py)}" r="${L(7)}" fill="#1b1b1b"/>`;
          })
          .join('')
      );
    }
    case 'numbers': {
      const colors = ['#e23b3b', '#f2b705', '#2a7de1', '#1fa35b'];
      return [0, 1, 2, 3]
        .map((i) => {
          const bx = 20 + (i % 2) * 40 + (i >= 2 ? 10 : 0);
          const by = 28 + Math.floor(i / 2) * 42;
          const n = String(seed[10 + i] % 100).padStart(2, '0');
          return (
            `<circle cx="${X(bx + 10)}" cy="${Y(by)}" r="${L(19)}" fill="${colors[i]}" stroke="#fff" stroke-width="${L(2)}"/>` +
            `<circle cx="${X(bx + 10)}" cy="${Y(by)}" r="${L(11)}" fill="#fff"/>` +
            `<text x="${X(bx + 10)}" y="${Y(by + 5)}" ${font} font-size="${L(13)}" fill="#222" text-anchor="middle">${n}</text>`
          );
        })
        .join('');
    }
    case 'fish': {
      const body = seed[14] % 2 === 0 ? '#ff8a1f' : '#2fb7e8';
      return (
        `<path d="M ${X(18)} ${Y(50)} Q ${X(45)} ${Y(14)} ${X(76)} ${Y(50)} Q ${X(45)} ${Y(86)} ${X(18)} ${Y(50)} Z" fill="${body}" stroke="#fff" stroke-width="${L(2)}"/>` +
        `<polygon points="${X(74)},${Y(50)} ${X(96)},${Y(30)} ${X(92)},${Y(50)} ${X(96)},${Y(70)}" fill="${body}" stroke="#fff" stroke-width="${L(2)}"/>` +
        `<path d="M ${X(44)} ${Y(30)} Q ${X(50)} ${Y(50)} ${X(44)} ${Y(70)}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${L(2)}"/>` +
        `<circle cx="${X(30)}" cy="${Y(45)}" r="${L(5)}" fill="#fff"/><circle cx="${X(29)}" cy="${Y(45)}" r="${L(2.5)}" fill="#111"/>` +
        `<circle cx="${X(12)}" cy="${Y(28)}" r="${L(4)}" fill="none" stroke="#cfefff" stroke-width="${L(1.5)}"/><circle cx="${X(8)}" cy="${Y(16)}" r="${L(2.5)}" fill="none" stroke="#cfefff" stroke-width="${L(1.5)}"/>`
      );
    }
    case 'rooster':
      return (
        // tail feathers, body, neck and head, comb, wattle, beak, eye, legs
        `<path d="M ${X(30)} ${Y(58)} Q ${X(4)} ${Y(30)} ${X(14)} ${Y(10)} Q ${X(22)} ${Y(38)} ${X(36)} ${Y(48)} Z" fill="#1f6e3a"/>` +
        `<path d="M ${X(32)} ${Y(60)} Q ${X(8)} ${Y(52)} ${X(4)} ${Y(30)} Q ${X(20)} ${Y(50)} ${X(38)} ${Y(52)} Z" fill="#0e4a8a"/>` +
        `<ellipse cx="${X(46)}" cy="${Y(62)}" rx="${L(22)}" ry="${L(17)}" fill="#b5471b"/>` +
        `<path d="M ${X(56)} ${Y(52)} Q ${X(60)} ${Y(34)} ${X(66)} ${Y(28)} L ${X(74)} ${Y(34)} Q ${X(70)} ${Y(48)} ${X(64)} ${Y(60)} Z" fill="#d9822b"/>` +
        `<circle cx="${X(70)}" cy="${Y(28)}" r="${L(9)}" fill="#d9822b"/>` +
        `<path d="M ${X(62)} ${Y(21)} q ${L(3)} ${L(-10)} ${L(6)} ${L(-2)} q ${L(3)} ${L(-9)} ${L(6)} ${L(0)} q ${L(4)} ${L(-7)} ${L(5)} ${L(3)} Z" fill="#e0201b"/>` +
        `<polygon points="${X(78)},${Y(26)} ${X(90)},${Y(30)} ${X(78)},${Y(33)}" fill="#f2b705"/>` +
        `<ellipse cx="${X(77)}" cy="${Y(38)}" rx="${L(3)}" ry="${L(5)}" fill="#e0201b"/>` +
        `<circle cx="${X(72)}" cy="${Y(26)}" r="${L(1.8)}" fill="#111"/>` +
        `<path d="M ${X(42)} ${Y(78)} L ${X(40)} ${Y(94)} M ${X(52)} ${Y(78)} L ${X(54)} ${Y(94)} M ${X(34)} ${Y(94)} L ${X(46)} ${Y(94)} M ${X(50)} ${Y(94)} L ${X(60)} ${Y(94)}" stroke="#f2b705" stroke-width="${L(3)}" stroke-linecap="round"/>`
      );
    case 'controller':
      return (
        `<path d="M ${X(22)} ${Y(32)} H ${X(78)} Q ${X(96)} ${Y(32)} ${X(96)} ${Y(58)} Q ${X(96)} ${Y(80)} ${X(82)} ${Y(76)} L ${X(68)} ${Y(64)} H ${X(32)} L ${X(18)} ${Y(76)} Q ${X(4)} ${Y(80)} ${X(4)} ${Y(58)} Q ${X(4)} ${Y(32)} ${X(22)} ${Y(32)} Z" fill="#2b2b3a" stroke="${accent}" stroke-width="${L(2.5)}"/>` +
        `<rect x="${X(20)}" y="${Y(44)}" width="${L(16)}" height="${L(5)}" fill="#ddd"/><rect x="${X(25.5)}" y="${Y(38.5)}" width="${L(5)}" height="${L(16)}" fill="#ddd"/>` +
        `<circle cx="${X(72)}" cy="${Y(42)}" r="${L(4)}" fill="#f2b705"/><circle cx="${X(80)}" cy="${Y(49)}" r="${L(4)}" fill="#e23b3b"/><circle cx="${X(64)}" cy="${Y(49)}" r="${L(4)}" fill="#2a7de1"/><circle cx="${X(72)}" cy="${Y(56)}" r="${L(4)}" fill="#1fa35b"/>`
      );
    case 'dice': {
      const pips: Record<number, [number, number][]> = {
        1: [[0.5, 0.5]], 2: [[0.25, 0.25], [0.75, 0.75]], 3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
        4: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
        5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
        6: [[0.25, 0.2], [0.75, 0.2], [0.25, 0.5], [0.75, 0.5], [0.25, 0.8], [0.75, 0.8]],
      };
      const die = (dx: number, dy: number, side: number, angle: number, face: number) =>
        `<g transform="rotate(${angle} ${X(dx + side / 2)} ${Y(dy + side / 2)})"><rect x="${X(dx)}" y="${Y(dy)}" width="${L(side)}" height="${L(side)}" rx="${L(7)}" fill="#fff" stroke="#222" stroke-width="${L(1.5)}"/>` +
        pips[face].map(([px, py]) => `<circle cx="${X(dx + px * side)}" cy="${Y(dy + py * side)}" r="${L(side / 11)}" fill="${face === 1 ? '#d11a2a' : '#222'}"/>`).join('') +
        '</g>';
      return die(8, 34, 42, -12, 1 + (seed[15] % 6)) + die(50, 18, 42, 10, 1 + (seed[16] % 6));
    }
    case 'rocket':
      return (
        `<path d="M ${X(6)} ${Y(92)} Q ${X(50)} ${Y(88)} ${X(80)} ${Y(26)}" fill="none" stroke="${accent}" stroke-width="${L(4)}" stroke-linecap="round"/>` +
        `<path d="M ${X(6)} ${Y(92)} Q ${X(50)} ${Y(88)} ${X(80)} ${Y(26)} L ${X(80)} ${Y(96)} L ${X(6)} ${Y(96)} Z" fill="${accent}" fill-opacity="0.25"/>` +
        `<g transform="rotate(40 ${X(80)} ${Y(24)})"><path d="M ${X(80)} ${Y(4)} Q ${X(90)} ${Y(16)} ${X(88)} ${Y(36)} H ${X(72)} Q ${X(70)} ${Y(16)} ${X(80)} ${Y(4)} Z" fill="#eee"/>` +
        `<circle cx="${X(80)}" cy="${Y(20)}" r="${L(4)}" fill="#2a7de1"/><polygon points="${X(72)},${Y(30)} ${X(66)},${Y(40)} ${X(72)},${Y(36)}" fill="#e23b3b"/><polygon points="${X(88)},${Y(30)} ${X(94)},${Y(40)} ${X(88)},${Y(36)}" fill="#e23b3b"/>` +
        `<polygon points="${X(74)},${Y(36)} ${X(80)},${Y(50)} ${X(86)},${Y(36)}" fill="#f2b705"/></g>` +
        `<text x="${X(10)}" y="${Y(30)}" ${font} font-size="${L(18)}" fill="#fff">${(1 + (seed[17] % 90) / 10).toFixed(1)}x</text>`
      );
    case 'mahjong':
      return [0, 1, 2]
        .map((i) => {
          const colors = ['#d11a2a', '#0b8a3a', '#1b3fa0'];
          return (
            `<rect x="${X(8 + i * 30)}" y="${Y(20 + (i % 2) * 8)}" width="${L(26)}" height="${L(38)}" rx="${L(4)}" fill="#f7f2e4" stroke="#0b6b3a" stroke-width="${L(3)}"/>` +
            // The tiles' marks are drawn as shapes: a CJK font may not be installed.
            `<rect x="${X(15 + i * 30)}" y="${Y(30 + (i % 2) * 8)}" width="${L(12)}" height="${L(18)}" rx="${L(2)}" fill="none" stroke="${colors[i]}" stroke-width="${L(3)}"/>` +
            `<line x1="${X(21 + i * 30)}" y1="${Y(26 + (i % 2) * 8)}" x2="${X(21 + i * 30)}" y2="${Y(52 + (i % 2) * 8)}" stroke="${colors[i]}" stroke-width="${L(3)}"/>`
          );
        })
        .join('');
  }
}
