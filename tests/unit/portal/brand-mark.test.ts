/** @jest-environment node */
// The header's mark is the site icon's crown (app/icon.svg, which the lite app's icons are drawn from).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_MARK_PATH } from '@/components/layout/brand-mark';

it('draws the same crown as the site icon', () => {
  expect(readFileSync(path.join(__dirname, '../../../app/icon.svg'), 'utf8')).toContain(`d="${BRAND_MARK_PATH}"`);
});
