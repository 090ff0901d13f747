import { flagsOn, MANUAL_REBATE_FLAGS, type SiteFlagName } from '@/contract/site-flags';
import type { SiteFlags } from '@/contract/system';

/**
 * The personal pages the member center links (spec §2 personal center pages, points mall, bank
 * card binding, app download), grouped as the hub shows them. `flags` names the site flags a page
 * needs (all on) (spec §3 site flags). The link walk (tests/e2e/member-links.spec.ts) reads the menus, not
 * this list, so a page missing here still gets walked.
 */
export interface PersonalPage {
  href: string;
  label: 'deposit' | 'withdraw' | 'transferFund' | 'bankCard' | 'withdrawRecords' | 'transactionHistory' | 'personalHistoryCopy' | 'personalProfit' | 'bonusDetails' | 'rewardCenter' | 'manualRebate' | 'referral' | 'missionLeaderboard' | 'pointMall' | 'vip' | 'messageV2' | 'securityCenter' | 'appDownload';
  flags?: readonly SiteFlagName[];
  /** The transfer page: offered only where there is something to transfer (lib/member-center/transfer-offer.ts). */
  transferWallets?: true;
}

/** The pages offered: those whose flags are on, and the transfer page only when `transferFund` says so. */
export function offeredPages(pages: PersonalPage[], offer: { flags: SiteFlags; transferFund: boolean }): PersonalPage[] {
  return pages.filter((page) => (!page.flags || flagsOn(offer.flags, page.flags)) && (!page.transferWallets || offer.transferFund));
}

/**
 * Spec §7 merchant wallet: with transfer wallets the transfer page is offered; with a single wallet
 * (isSingle) there is nothing to transfer, so only while the member still holds money in a vendor
 * wallet from before (its "return all" brings it home).
 */
export function transferFundOffered(isSingle: boolean, held?: { wallets: { balance: string }[] }): boolean {
  return !isSingle || (held?.wallets.some((wallet) => Number(wallet.balance) > 0) ?? false);
}

export const PERSONAL_SECTIONS: { title: 'wallet' | 'records' | 'rewards' | 'myAccount'; pages: PersonalPage[] }[] = [
  {
    title: 'wallet',
    pages: [
      { href: '/depositv2', label: 'deposit' },
      { href: '/withdraw', label: 'withdraw' },
      { href: '/transferFund', label: 'transferFund', transferWallets: true },
      { href: '/bankCard', label: 'bankCard' },
    ],
  },
  {
    title: 'records',
    pages: [
      { href: '/transactionHistory', label: 'transactionHistory' },
      { href: '/personalHistoryCopy', label: 'personalHistoryCopy' },
      { href: '/personalProfit', label: 'personalProfit' },
      { href: '/withdrawRecords', label: 'withdrawRecords' },
      { href: '/bonusDetails', label: 'bonusDetails' },
    ],
  },
  {
    title: 'rewards',
    pages: [
      { href: '/rewardCenter', label: 'rewardCenter' },
      { href: '/manualRebate', label: 'manualRebate', flags: MANUAL_REBATE_FLAGS },
      { href: '/referral', label: 'referral' },
      { href: '/missionLeaderboard', label: 'missionLeaderboard' },
      { href: '/pointMall', label: 'pointMall', flags: ['PTSYS3'] },
      { href: '/vip', label: 'vip' },
    ],
  },
  {
    title: 'myAccount',
    pages: [
      { href: '/messageV2', label: 'messageV2' },
      { href: '/securityCenter', label: 'securityCenter' },
      { href: '/appDownload', label: 'appDownload' },
    ],
  },
];
