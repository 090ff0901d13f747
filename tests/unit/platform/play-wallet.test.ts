/** @jest-environment node */
// Which wallet a game plays from, and the ledger rule that keeps trial credit away from real money.
import { spinEntry, type PlaySession } from '@/platform/src/modules/games/queries/game-play';
import { checkBalanced } from '@/platform/src/modules/ledger/queries/ledger';
import { jackpotContribution } from '@/platform/src/modules/games/rules/jackpot';
import { ledgerAccount } from '@/platform/src/modules/ledger/rules/ledger-accounts';
import { balanceWalletOf, playWalletOf } from '@/platform/src/modules/ledger/rules/play-wallet';
import type { WalletSettings } from '@/platform/src/modules/ledger/rules/wallet-settings';

const transfer: WalletSettings = { mode: 'transfer', transferWalletVendors: ['PP', 'JILI'] };
const single: WalletSettings = { mode: 'seamless', transferWalletVendors: ['PP', 'JILI'] };
const member = { id: 42, type: 0 };
const trial = { id: 43, type: 4 };

describe('the wallet a game plays from', () => {
  it('with transfer wallets: a listed vendor’s games play from the member’s wallet there, the others from main', () => {
    expect(playWalletOf(member, 'PP', transfer)).toBe(ledgerAccount.vendor(42, 'PP'));
    expect(playWalletOf(member, 'PG', transfer)).toBe(ledgerAccount.main(42));
  });

  it('with a single wallet: every game plays from main', () => {
    expect(playWalletOf(member, 'PP', single)).toBe(ledgerAccount.main(42));
  });

  it('a trial account plays its trial credit, whatever the game and the wallets; its balance is that credit', () => {
    expect(playWalletOf(trial, 'PP', transfer)).toBe(ledgerAccount.trial(43));
    expect(playWalletOf(trial, 'PG', single)).toBe(ledgerAccount.trial(43));
    expect(balanceWalletOf(trial)).toBe(ledgerAccount.trial(43));
    expect(balanceWalletOf(member)).toBe(ledgerAccount.main(42));
  });
});

describe('a spin’s entry', () => {
  const game = { id: 1, gameCode: 'PP_00001', gameType: 'RNG', vendorCode: 'PP', displayName: 'Slot', minBet: '1.00', standIn: false, vendorName: 'PP', vendorEnabled: true };
  const session = (wallet: string, memberId: number): PlaySession => ({ id: 's', memberId, account: 'someone', memberType: 0, language: 'en', expiresAt: new Date(), wallet, game });
  const spin = (wallet: string, memberId: number) => spinEntry({ session: session(wallet, memberId), spinId: 'x1', betCents: 1_000n, winCents: 2_000n, reels: ['CHERRY', 'CHERRY', 'BLANK'] }, new Date());

  it('moves the session’s wallet (a vendor wallet here) against the vendor’s house, with the jackpot pool’s share', () => {
    const { entry, round } = spin(ledgerAccount.vendor(42, 'PP'), 42);
    expect(entry.postings).toEqual([
      { account: ledgerAccount.vendor(42, 'PP'), amount: -1_000n, txType: 'betting' },
      { account: ledgerAccount.houseGame('PP'), amount: 1_000n - jackpotContribution(1_000n), txType: 'betting' },
      { account: ledgerAccount.houseJackpot, amount: jackpotContribution(1_000n), txType: 'betting' },
      { account: ledgerAccount.vendor(42, 'PP'), amount: 2_000n, txType: 'winning' },
      { account: ledgerAccount.houseGame('PP'), amount: -2_000n, txType: 'winning' },
    ]);
    expect(round.customerName).toBe('someone');
  });

  it('plays trial credit against house:trial only: no jackpot share, no winner-board place', () => {
    const { entry, round } = spin(ledgerAccount.trial(43), 43);
    expect(entry.postings).toEqual([
      { account: ledgerAccount.trial(43), amount: -1_000n, txType: 'betting' },
      { account: ledgerAccount.houseTrial, amount: 1_000n, txType: 'betting' },
      { account: ledgerAccount.trial(43), amount: 2_000n, txType: 'winning' },
      { account: ledgerAccount.houseTrial, amount: -2_000n, txType: 'winning' },
    ]);
    expect(round.customerName).toBeNull();
  });
});

describe('trial credit never meets real money', () => {
  const entry = (a: string, b: string) => ({ key: 'k', kind: 'test', postings: [{ account: a, amount: -100n, txType: 'other' as const }, { account: b, amount: 100n, txType: 'other' as const }] });

  it('refuses an entry that moves trial credit and a real account together', () => {
    expect(() => checkBalanced(entry(ledgerAccount.trial(43), ledgerAccount.main(43)))).toThrow(/trial credit/);
    expect(() => checkBalanced(entry(ledgerAccount.houseTrial, ledgerAccount.main(43)))).toThrow(/trial credit/);
    expect(() => checkBalanced(entry(ledgerAccount.trial(43), ledgerAccount.houseJackpot))).toThrow(/trial credit/);
  });

  it('accepts trial credit between the trial account and house:trial, and real money among real accounts', () => {
    expect(() => checkBalanced(entry(ledgerAccount.houseTrial, ledgerAccount.trial(43)))).not.toThrow();
    expect(() => checkBalanced(entry(ledgerAccount.main(42), ledgerAccount.vendor(42, 'PP')))).not.toThrow();
  });
});
