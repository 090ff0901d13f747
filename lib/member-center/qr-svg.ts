import 'server-only';
import QRCode from 'qrcode';

/** A QR code as inline SVG from the maintained `qrcode` library (the app download page's codes). */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}
