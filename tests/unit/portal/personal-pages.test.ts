/** @jest-environment node */
import { offeredPages, PERSONAL_SECTIONS, transferFundOffered } from '@/lib/member-center/personal-pages';

const hrefs = (flags: Record<string, boolean>, transferFund: boolean) =>
  PERSONAL_SECTIONS.flatMap((section) => offeredPages(section.pages, { flags, transferFund })).map((page) => page.href);

describe('the personal pages a member is offered (spec §2, §3 site flags, §7 merchant wallet)', () => {
  it('offers the transfer page only when there is something to transfer', () => {
    expect(hrefs({}, true)).toContain('/transferFund');
    expect(hrefs({}, false)).not.toContain('/transferFund');
    expect(hrefs({}, false)).toEqual(expect.arrayContaining(['/depositv2', '/withdraw', '/bankCard']));
  });

  it('offers a flagged page only when its flag is on', () => {
    expect(hrefs({}, true)).not.toContain('/pointMall');
    expect(hrefs({ PTSYS3: true, MANPLAYREB3: false }, true)).toContain('/pointMall');
    expect(hrefs({ PTSYS3: true, MANPLAYREB3: false }, true)).not.toContain('/manualRebate');
  });

  it('transfer wallets offer transfers; a single wallet only while money is left in a vendor wallet to bring home', () => {
    expect(transferFundOffered(false)).toBe(true);
    expect(transferFundOffered(true)).toBe(false);
    expect(transferFundOffered(true, { wallets: [] })).toBe(false);
    expect(transferFundOffered(true, { wallets: [{ balance: '0.00' }] })).toBe(false);
    expect(transferFundOffered(true, { wallets: [{ balance: '0.00' }, { balance: '10.00' }] })).toBe(true);
  });
});
