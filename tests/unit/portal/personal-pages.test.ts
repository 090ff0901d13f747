/** @jest-environment node */
import { offeredPages, PERSONAL_SECTIONS } from '@/lib/member-center/personal-pages';

const hrefs = (flags: Record<string, boolean>, isSingleWallet: boolean) =>
  PERSONAL_SECTIONS.flatMap((section) => offeredPages(section.pages, { flags, isSingleWallet })).map((page) => page.href);

describe('the personal pages a site offers (spec §2, §3 site flags, §7 merchant wallet)', () => {
  it('offers the transfer page only with transfer wallets: a single wallet has nothing to transfer', () => {
    expect(hrefs({}, false)).toContain('/transferFund');
    expect(hrefs({}, true)).not.toContain('/transferFund');
    expect(hrefs({}, true)).toEqual(expect.arrayContaining(['/depositv2', '/withdraw', '/bankCard']));
  });

  it('offers a flagged page only when its flag is on', () => {
    expect(hrefs({}, false)).not.toContain('/pointMall');
    expect(hrefs({ PTSYS3: true, MANPLAYREB3: false }, false)).toContain('/pointMall');
    expect(hrefs({ PTSYS3: true, MANPLAYREB3: false }, false)).not.toContain('/manualRebate');
  });
});
