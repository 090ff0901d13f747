/** @jest-environment node */
import { formatBits, qrMatrix, reedSolomon } from '@/lib/qr/qr-matrix';
import { qrSvg } from '@/lib/qr/qr-svg';

describe('QR encoder', () => {
  it('computes Reed–Solomon codewords (the standard 1-M "HELLO WORLD" example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('computes format information for level M', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(formatBits(5).toString(2).padStart(15, '0')).toBe('100000011001110');
  });

  it('sizes the symbol by content and draws the three finder patterns', () => {
    const url = 'https://download.royalbet.example/royalbet.apk';
    const matrix = qrMatrix(url);
    expect(matrix.length).toBe(33); // version 4
    for (const [r, c] of [[0, 0], [0, 26], [26, 0]]) {
      expect(matrix[r][c] && matrix[r + 6][c + 6] && matrix[r + 3][c + 3]).toBe(true);
      expect(matrix[r + 1][c + 1]).toBe(false);
    }
    expect(qrMatrix('x').length).toBe(21);
    expect(() => qrMatrix('x'.repeat(300))).toThrow();
  });

  it('draws the matrix as an SVG of runs with a quiet zone', () => {
    const svg = qrSvg('x');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 29 29"/);
    expect(svg).toContain('M4 4h7v1h-7z');
  });
});
