// A small QR reader for tests (ISO/IEC 18004, versions 1–10, any error-correction level whose
// block table is below, numeric/alphanumeric/byte segments), written apart from the `qrcode`
// library so a test can check that the library's symbol reads back as its payload: it reads the
// format information, unmasks, walks the codewords in the standard's zig-zag order, checks every
// block's Reed–Solomon codewords and parses the segments.

type Grid = boolean[][];

// Level M (format bits 00) and L (01): per version, EC codewords per block and block groups.
const BLOCKS: Record<'M' | 'L', readonly { ec: number; groups: readonly [number, number][] }[]> = {
  M: [
    { ec: 0, groups: [] }, { ec: 10, groups: [[1, 16]] }, { ec: 16, groups: [[1, 28]] }, { ec: 26, groups: [[1, 44]] },
    { ec: 18, groups: [[2, 32]] }, { ec: 24, groups: [[2, 43]] }, { ec: 16, groups: [[4, 27]] }, { ec: 18, groups: [[4, 31]] },
    { ec: 22, groups: [[2, 38], [2, 39]] }, { ec: 22, groups: [[3, 36], [2, 37]] }, { ec: 26, groups: [[4, 43], [1, 44]] },
  ],
  L: [
    { ec: 0, groups: [] }, { ec: 7, groups: [[1, 19]] }, { ec: 10, groups: [[1, 34]] }, { ec: 15, groups: [[1, 55]] },
    { ec: 20, groups: [[1, 80]] }, { ec: 26, groups: [[1, 108]] }, { ec: 18, groups: [[2, 68]] }, { ec: 20, groups: [[2, 78]] },
    { ec: 24, groups: [[2, 97]] }, { ec: 30, groups: [[2, 116]] }, { ec: 18, groups: [[2, 68], [2, 69]] },
  ],
};
const ALIGNMENT: readonly (readonly number[])[] = [
  [], [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
];
const MASKS: readonly ((r: number, c: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i += 1) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i += 1) EXP[i] = EXP[i - 255];
}
const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]]);

/** The Reed–Solomon remainder of `data` (what the symbol must carry as its EC codewords). */
export function reedSolomon(data: readonly number[], ecCount: number): number[] {
  let generator = [1];
  for (let i = 0; i < ecCount; i += 1) {
    const next = new Array<number>(generator.length + 1).fill(0);
    generator.forEach((g, j) => {
      next[j] ^= g;
      next[j + 1] ^= mul(g, EXP[i]);
    });
    generator = next;
  }
  const remainder = new Array<number>(ecCount).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    for (let j = 0; j < ecCount; j += 1) remainder[j] ^= mul(generator[j + 1], factor);
  }
  return remainder;
}

function bch(value: number, poly: number, polyBits: number): number {
  let remainder = value << (polyBits - 1);
  for (let bit = 31; bit >= polyBits - 1; bit -= 1) if ((remainder >>> bit) & 1) remainder ^= poly << (bit - (polyBits - 1));
  return (value << (polyBits - 1)) | remainder;
}

/** The function modules (finders, separators, timing, alignment, format and version areas). */
function functionModules(version: number): Grid {
  const size = 17 + version * 4;
  const reserved: Grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const mark = (r: number, c: number) => {
    if (r >= 0 && c >= 0 && r < size && c < size) reserved[r][c] = true;
  };
  for (const [fr, fc] of [[0, 0], [0, size - 7], [size - 7, 0]]) for (let r = -1; r <= 8; r += 1) for (let c = -1; c <= 8; c += 1) mark(fr + r, fc + c);
  for (let i = 0; i < size; i += 1) {
    mark(6, i);
    mark(i, 6);
  }
  const centers = ALIGNMENT[version];
  const last = centers.length - 1;
  centers.forEach((r, i) =>
    centers.forEach((c, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dr = -2; dr <= 2; dr += 1) for (let dc = -2; dc <= 2; dc += 1) mark(r + dr, c + dc);
    }),
  );
  for (let i = 0; i < 9; i += 1) {
    mark(8, i);
    mark(i, 8);
  }
  for (let i = 0; i < 8; i += 1) {
    mark(8, size - 1 - i);
    mark(size - 1 - i, 8);
  }
  if (version >= 7) for (let i = 0; i < 18; i += 1) {
    mark(Math.floor(i / 3), (i % 3) + size - 11);
    mark((i % 3) + size - 11, Math.floor(i / 3));
  }
  return reserved;
}

function readFormat(grid: Grid): { level: 'M' | 'L'; mask: number } {
  const size = grid.length;
  let word = 0;
  for (let i = 0; i < 15; i += 1) {
    const dark = i < 6 ? grid[i][8] : i < 8 ? grid[i + 1][8] : grid[8][i === 8 ? 7 : 14 - i];
    if (dark) word |= 1 << i;
  }
  let best = { distance: 99, level: 'M' as 'M' | 'L', mask: 0 };
  for (const [bits, level] of [[0b00, 'M'], [0b01, 'L']] as const)
    for (let mask = 0; mask < 8; mask += 1) {
      const expected = bch((bits << 3) | mask, 0x537, 11) ^ 0x5412;
      let distance = 0;
      for (let x = expected ^ word; x; x &= x - 1) distance += 1;
      if (distance < best.distance) best = { distance, level, mask };
    }
  if (best.distance > 3) throw new Error(`Unreadable format information (size ${size})`);
  return best;
}

/** The payload of a QR matrix (true = dark module); throws when it does not read. */
export function decodeQr(grid: Grid): string {
  const size = grid.length;
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 10) throw new Error(`Unsupported size ${size}`);
  const { level, mask } = readFormat(grid);
  const reserved = functionModules(version);
  const bits: number[] = [];
  let upward = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step += 1) {
      const r = upward ? size - 1 - step : step;
      for (const c of [right, right - 1]) if (!reserved[r][c]) bits.push(grid[r][c] !== MASKS[mask](r, c) ? 1 : 0);
    }
    upward = !upward;
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((n, b) => (n << 1) | b, 0));

  const { ec, groups } = BLOCKS[level][version];
  const sizes = groups.flatMap(([count, data]) => new Array<number>(count).fill(data));
  const blocks = sizes.map(() => [] as number[]);
  let at = 0;
  for (let i = 0; i < Math.max(...sizes); i += 1) blocks.forEach((block, b) => i < sizes[b] && block.push(codewords[at++]));
  const ecBlocks = blocks.map(() => [] as number[]);
  for (let i = 0; i < ec; i += 1) ecBlocks.forEach((block) => block.push(codewords[at++]));
  blocks.forEach((block, b) => {
    if (reedSolomon(block, ec).some((v, i) => v !== ecBlocks[b][i])) throw new Error(`Block ${b} fails its Reed–Solomon check`);
  });

  const data = blocks.flat();
  let pos = 0;
  const read = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i += 1, pos += 1) v = (v << 1) | ((data[pos >> 3] >> (7 - (pos & 7))) & 1);
    return v;
  };
  const bytes: number[] = [];
  const big = version >= 10;
  while (pos + 4 <= data.length * 8) {
    const mode = read(4);
    if (mode === 0) break;
    if (mode === 0b0100) {
      for (let n = read(big ? 16 : 8); n > 0; n -= 1) bytes.push(read(8));
    } else if (mode === 0b0001) {
      let n = read(big ? 12 : 10);
      for (; n >= 3; n -= 3) bytes.push(...new TextEncoder().encode(String(read(10)).padStart(3, '0')));
      if (n === 2) bytes.push(...new TextEncoder().encode(String(read(7)).padStart(2, '0')));
      if (n === 1) bytes.push(...new TextEncoder().encode(String(read(4))));
    } else if (mode === 0b0010) {
      let n = read(big ? 11 : 9);
      for (; n >= 2; n -= 2) {
        const v = read(11);
        bytes.push(ALNUM.charCodeAt(Math.floor(v / 45)), ALNUM.charCodeAt(v % 45));
      }
      if (n === 1) bytes.push(ALNUM.charCodeAt(read(6)));
    } else throw new Error(`Unsupported mode ${mode}`);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
}

/** The module matrix drawn by an SVG of `qrSvg` (runs of `M<x> <y>h<w>v1h-<w>z`, 4-module quiet zone). */
export function matrixOfSvg(svg: string): Grid {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]) - 8;
  const grid: Grid = Array.from({ length: side }, () => new Array<boolean>(side).fill(false));
  for (const [, x, y, w] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) for (let i = 0; i < Number(w); i += 1) grid[Number(y) - 4][Number(x) - 4 + i] = true;
  return grid;
}
