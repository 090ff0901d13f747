/** @jest-environment node */
import { splitImageDataUrl } from '@/contract/image-data-url';

describe('splitImageDataUrl', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const url = (type: string, data: string) => `data:image/${type};base64,${data}`;

  it('splits a data URL of an allowed type into its type and bytes', () => {
    expect(splitImageDataUrl(url('png', png.toString('base64')), ['png'])).toEqual({ type: 'png', data: png.toString('base64') });
    expect(splitImageDataUrl(`  ${url('jpeg', 'QUJD')}\n`, ['png', 'jpeg'])).toEqual({ type: 'jpeg', data: 'QUJD' });
  });

  it('refuses other types, other headers, foreign characters and misplaced padding', () => {
    expect(splitImageDataUrl(url('gif', 'QUJD'), ['png'])).toBeUndefined();
    expect(splitImageDataUrl('data:text/html;base64,QUJD', ['png'])).toBeUndefined();
    expect(splitImageDataUrl('data:image/png,QUJD', ['png'])).toBeUndefined();
    expect(splitImageDataUrl(url('png', ''), ['png'])).toBeUndefined();
    expect(splitImageDataUrl(url('png', 'QU JD'), ['png'])).toBeUndefined();
    expect(splitImageDataUrl(url('png', 'QU=JD'), ['png'])).toBeUndefined();
    expect(splitImageDataUrl(url('png', 'QQ==='), ['png'])).toBeUndefined();
    expect(splitImageDataUrl(url('png', 'QQ=='), ['png'])).toEqual({ type: 'png', data: 'QQ==' });
  });

  it('reads megabytes without a stack overflow (a backtracking regex over the data threw a RangeError)', () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 7).toString('base64');
    expect(splitImageDataUrl(url('png', big), ['png'])?.data.length).toBe(big.length);
  });
});
