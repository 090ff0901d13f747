/** @jest-environment node */
import { qrDataUrl, qrModules, qrSvg } from '@/lib/ui/qr-code';
import { decodeQr, matrixOfSvg, reedSolomon } from '../../support/qr-decode';

// A PromptPay payload as the cashier shows it (EMVCo tags, CRC), a referral link, an app link.
const PAYLOADS = [
  'https://download.royalbet.example/royalbet.apk',
  'https://royalbet.example/register?referralCode=RB7K2Q9X',
  '00020101021229370016A000000677010111011300668123456785802TH53037645406100.0063041A2B',
  'x',
  'สมัครสมาชิก ผ่านลิงก์แนะนำ',
  'https://royalbet.example/' + 'a'.repeat(150),
];

describe('QR codes (the qrcode library)', () => {
  it('the test reader checks Reed–Solomon codewords (the standard 1-M "HELLO WORLD" example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it.each(PAYLOADS)('reads back as its payload: %s', (payload) => {
    expect(decodeQr(qrModules(payload))).toBe(payload);
  });

  it('draws the matrix as an SVG of runs with a quiet zone, which reads back too', () => {
    const payload = PAYLOADS[1];
    const svg = qrSvg(payload);
    const side = qrModules(payload).length;
    expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${side + 8} ${side + 8}"`));
    // The top-left finder's first row: seven dark modules from the quiet zone's edge.
    expect(svg).toContain('M4 4h7v1h-7z');
    expect(decodeQr(matrixOfSvg(svg))).toBe(payload);
    expect(qrDataUrl(payload)).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`);
  });

  it('a corrupted symbol does not read (the reader is not fooled)', () => {
    const grid = qrModules(PAYLOADS[0]);
    for (let c = 9; c < 20; c += 1) grid[grid.length - 1][c] = !grid[grid.length - 1][c];
    expect(() => decodeQr(grid)).toThrow();
  });
});
