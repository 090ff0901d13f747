import { qrMatrix } from '@/lib/qr/qr-matrix';

/** A QR code as one SVG path (4-module quiet zone), rendered on the server. */
export function QrCode({ value, label, size = 112 }: { value: string; label: string; size?: number }) {
  const matrix = qrMatrix(value);
  const modules = matrix.length + 8;
  const path = matrix
    .flatMap((row, r) => row.map((dark, c) => (dark ? `M${c + 4} ${r + 4}h1v1h-1z` : '')))
    .join('');
  return (
    <svg className="qr" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
