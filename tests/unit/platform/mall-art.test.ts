// Points-mall item pictures: drawn by the platform from the item's id and kind (a gift box for goods,
// coins for bonus credit), the same item always the same picture, rasterised by sharp.
import sharp from 'sharp';
import { MALL_ART_SIZE, mallItemSvg, renderMallItemPng } from '../../../platform/src/modules/rewards/rules/mall-art';

describe('mall item art', () => {
  it('draws the same picture for the same item, another for another item or kind', () => {
    expect(mallItemSvg(7, 'goods')).toBe(mallItemSvg(7, 'goods'));
    expect(mallItemSvg(7, 'goods')).not.toBe(mallItemSvg(8, 'goods'));
    expect(mallItemSvg(7, 'goods')).not.toBe(mallItemSvg(7, 'bonus'));
  });

  it("shows its kind's motif and no text (the host may have no fonts)", () => {
    expect(mallItemSvg(3, 'bonus').match(/<ellipse/g)?.length).toBe(12);
    expect(mallItemSvg(3, 'goods')).toContain('<path');
    for (const kind of ['goods', 'bonus'] as const) expect(mallItemSvg(3, kind)).not.toContain('<text');
  });

  it('renders a square PNG of the art size', async () => {
    const png = await renderMallItemPng(5, 'bonus');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', MALL_ART_SIZE, MALL_ART_SIZE]);
    // Not one flat colour: the motif is drawn.
    const stats = await sharp(png).stats();
    expect(stats.channels[0].stdev).toBeGreaterThan(10);
  });
});
