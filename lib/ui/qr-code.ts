import QRCode from 'qrcode';

/** The QR modules (true = dark) of `value` from the `qrcode` library, error correction level M. */
export function qrModules(value: string): boolean[][] {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))));
}

/** A QR code as a standalone SVG document: one rectangle per run of dark modules, 4-module quiet zone. */
export function qrSvg(value: string): string {
  const matrix = qrModules(value);
  const size = matrix.length + 8;
  const runs: string[] = [];
  matrix.forEach((row, r) => {
    for (let c = 0; c < row.length; c += 1) {
      if (!row[c]) continue;
      const start = c;
      while (c + 1 < row.length && row[c + 1]) c += 1;
      const width = c - start + 1;
      runs.push(`M${start + 4} ${r + 4}h${width}v1h-${width}z`);
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${runs.join('')}" fill="#000"/></svg>`;
}

/** The SVG as an `<img src>` data URL. */
export const qrDataUrl = (value: string) => `data:image/svg+xml;utf8,${encodeURIComponent(qrSvg(value))}`;
