// A real captcha picture: svg-captcha draws 4 noisy characters as paths (bundled font, no system
// fonts needed), sharp rasterises it to PNG.
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

export interface CaptchaImage {
  answer: string;
  png: Buffer;
}

export async function drawCaptcha(): Promise<CaptchaImage> {
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 3,
    color: true,
    background: '#f4f6fb',
    ignoreChars: '0oO1iIlL',
    width: 120,
    height: 40,
  });
  const png = await sharp(Buffer.from(data)).png().toBuffer();
  return { answer: text, png };
}
