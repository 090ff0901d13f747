/**
 * A QR code encoder (ISO/IEC 18004) for the app-download codes: byte mode, error correction
 * level M, versions 1–10 (up to 213 bytes), mask chosen by the standard's penalty rules.
 */

// Per version (index = version): [data codewords per block group..., ec codewords per block].
const BLOCKS: readonly { ec: number; groups: readonly [count: number, data: number][] }[] = [
  { ec: 0, groups: [] },
  { ec: 10, groups: [[1, 16]] },
  { ec: 16, groups: [[1, 28]] },
  { ec: 26, groups: [[1, 44]] },
  { ec: 18, groups: [[2, 32]] },
  { ec: 24, groups: [[2, 43]] },
  { ec: 16, groups: [[4, 27]] },
  { ec: 18, groups: [[4, 31]] },
  { ec: 22, groups: [[2, 38], [2, 39]] },
  { ec: 22, groups: [[3, 36], [2, 37]] },
  { ec: 26, groups: [[4, 43], [1, 44]] },
];
const ALIGNMENT: readonly (readonly number[])[] = [
  [], [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
];

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

/** Reed–Solomon error-correction codewords of `data`. */
export function reedSolomon(data: readonly number[], ecCount: number): number[] {
  let generator = [1];
  for (let i = 0; i < ecCount; i += 1) {
    const next = new Array<number>(generator.length + 1).fill(0);
    generator.forEach((coefficient, j) => {
      next[j] ^= coefficient;
      next[j + 1] ^= mul(coefficient, EXP[i]);
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

const dataCapacity = (version: number) => BLOCKS[version].groups.reduce((n, [count, data]) => n + count * data, 0);

function encodeData(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  bytes.forEach((byte) => put(byte, 8));
  const capacityBits = dataCapacity(version) * 8;
  put(0, Math.min(4, capacityBits - bits.length));
  while (bits.length % 8) bits.push(0);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((n, bit) => (n << 1) | bit, 0));
  for (let pad = 0; codewords.length < dataCapacity(version); pad += 1) codewords.push(pad % 2 ? 0x11 : 0xec);
  return codewords;
}

function interleave(data: number[], version: number): number[] {
  const { ec, groups } = BLOCKS[version];
  const blocks: number[][] = [];
  let offset = 0;
  for (const [count, size] of groups) {
    for (let i = 0; i < count; i += 1) {
      blocks.push(data.slice(offset, offset + size));
      offset += size;
    }
  }
  const ecBlocks = blocks.map((block) => reedSolomon(block, ec));
  const out: number[] = [];
  const longest = Math.max(...blocks.map((block) => block.length));
  for (let i = 0; i < longest; i += 1) for (const block of blocks) if (i < block.length) out.push(block[i]);
  for (let i = 0; i < ec; i += 1) for (const block of ecBlocks) out.push(block[i]);
  return out;
}

function bch(value: number, poly: number, polyBits: number): number {
  let remainder = value << (polyBits - 1);
  for (let bit = 31; bit >= polyBits - 1; bit -= 1) if ((remainder >>> bit) & 1) remainder ^= poly << (bit - (polyBits - 1));
  return (value << (polyBits - 1)) | remainder;
}

/** Format information for level M (bits 00) and a mask, as 15 bits. */
export function formatBits(mask: number): number {
  return bch((0b00 << 3) | mask, 0x537, 11) ^ 0x5412;
}

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

type Grid = boolean[][];

function penalty(grid: Grid): number {
  const size = grid.length;
  let score = 0;
  const line = (get: (i: number, j: number) => boolean) => {
    for (let i = 0; i < size; i += 1) {
      let run = 1;
      for (let j = 1; j <= size; j += 1) {
        if (j < size && get(i, j) === get(i, j - 1)) run += 1;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
      for (let j = 0; j + 10 < size + 1 && j + 11 <= size; j += 1) {
        const w = Array.from({ length: 11 }, (_, k) => get(i, j + k));
        const p = '10111010000';
        const s = w.map((b) => (b ? '1' : '0')).join('');
        if (s === p || s === [...p].reverse().join('')) score += 40;
      }
    }
  };
  line((i, j) => grid[i][j]);
  line((i, j) => grid[j][i]);
  for (let r = 0; r + 1 < size; r += 1)
    for (let c = 0; c + 1 < size; c += 1) {
      const v = grid[r][c];
      if (grid[r][c + 1] === v && grid[r + 1][c] === v && grid[r + 1][c + 1] === v) score += 3;
    }
  const dark = grid.flat().filter(Boolean).length;
  score += Math.floor(Math.abs((dark * 100) / (size * size) - 50) / 5) * 10;
  return score;
}

/** The QR matrix (true = dark module) for `text`; throws when it exceeds version 10-M. */
export function qrMatrix(text: string): Grid {
  const bytes = new TextEncoder().encode(text);
  const version = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((v) => dataCapacity(v) >= bytes.length + (v < 10 ? 2 : 3));
  if (!version) throw new Error('Text too long for a QR code of version 10');
  const size = 17 + version * 4;
  const grid: Grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const reserved: Grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (r: number, c: number, dark: boolean) => {
    grid[r][c] = dark;
    reserved[r][c] = true;
  };

  for (const [fr, fc] of [[0, 0], [0, size - 7], [size - 7, 0]]) {
    for (let r = -1; r <= 7; r += 1)
      for (let c = -1; c <= 7; c += 1) {
        const rr = fr + r;
        const cc = fc + c;
        if (rr < 0 || cc < 0 || rr >= size || cc >= size) continue;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        set(rr, cc, ring !== 2 && ring !== 4);
      }
  }
  for (let i = 8; i < size - 8; i += 1) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  const centers = ALIGNMENT[version];
  const last = centers.length - 1;
  centers.forEach((r, i) =>
    centers.forEach((c, j) => {
      // The three corners where the finder patterns sit get no alignment pattern.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dr = -2; dr <= 2; dr += 1)
        for (let dc = -2; dc <= 2; dc += 1) set(r + dr, c + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
    }),
  );
  set(size - 8, 8, true);
  // Reserve the format areas (written after masking) and the version areas.
  for (let i = 0; i < 9; i += 1) {
    if (!reserved[8][i]) set(8, i, false);
    if (!reserved[i][8]) set(i, 8, false);
  }
  for (let i = 0; i < 8; i += 1) {
    set(8, size - 1 - i, false);
    set(size - 1 - i, 8, false);
  }
  if (version >= 7) {
    const bits = bch(version, 0x1f25, 13);
    for (let i = 0; i < 18; i += 1) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = Math.floor(i / 3);
      const b = (i % 3) + size - 11;
      set(a, b, dark);
      set(b, a, dark);
    }
  }

  const codewords = interleave(encodeData(bytes, version), version);
  const bits = codewords.flatMap((byte) => Array.from({ length: 8 }, (_, i) => ((byte >>> (7 - i)) & 1) === 1));
  let index = 0;
  let upward = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step += 1) {
      const r = upward ? size - 1 - step : step;
      for (const c of [right, right - 1]) {
        if (reserved[r][c]) continue;
        grid[r][c] = bits[index] ?? false;
        index += 1;
      }
    }
    upward = !upward;
  }

  let best: Grid | undefined;
  let bestScore = Infinity;
  MASKS.forEach((mask, maskId) => {
    const candidate = grid.map((row, r) => row.map((dark, c) => (reserved[r][c] ? dark : dark !== mask(r, c))));
    const format = formatBits(maskId);
    for (let i = 0; i < 15; i += 1) {
      const dark = ((format >>> i) & 1) === 1;
      // Around the top-left finder, then split between the other two.
      if (i < 6) candidate[i][8] = dark;
      else if (i < 8) candidate[i + 1][8] = dark;
      else candidate[8][i === 8 ? 7 : 14 - i] = dark;
      if (i < 8) candidate[8][size - 1 - i] = dark;
      else candidate[size - 15 + i][8] = dark;
    }
    candidate[size - 8][8] = true;
    const score = penalty(candidate);
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  });
  return best!;
}
