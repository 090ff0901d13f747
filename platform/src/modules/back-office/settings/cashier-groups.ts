// Where and how members pay (settings:edit): the payment channels (receiving accounts, PromptPay id,
// USDT addresses and rate, each channel's limits and fees), the withdrawal rules and the bonus rule —
// all in the cashier's settings (settings key `cashier`, modules/cashier/rules/cashier-settings.ts) and the rate
// source, as the cashier routes read them. Amounts are stored in minor units (satang) and shown as
// decimal text; a rate source that is a feed is not set by hand. The bonus rules also hold the
// referral income's (modules/rewards/rules/referral.ts).
import { DEPOSIT_CHANNEL_IDS, type SettingsValue } from '../../../../../contract/operator-settings';
import { fromMinor, toMinor } from '../../../../../contract/money';
import { readCashierSettings } from '../../cashier';
import type { Executor } from '../../../core/database/client';
import { writeSetting } from '../../../core/database/settings';
import { CASHIER_SETTINGS_KEY, type CashierSettings, type DepositChannel } from '../../cashier';
import { ApiError } from '../../../core/http/envelope';
import { OperatorRateSource, setOperatorRate } from '../../cashier';
import { readReferralSettings, referralRulesView, writeReferralSettings } from '../../rewards';
import type { GroupStore } from './group-store';

const money = (minor: number) => fromMinor(BigInt(minor));
const minorUnits = (text: string) => Number(toMinor(text));

type ChannelSettings = SettingsValue<'paymentChannels'>['channels'][number];

const channelView = (channel: DepositChannel): ChannelSettings => ({
  vendorId: channel.vendorId as ChannelSettings['vendorId'],
  enabled: channel.enabled,
  min: money(channel.min),
  max: money(channel.max),
  chargePerMille: channel.chargePerMille,
  chargeFixed: money(channel.chargeFixed),
  minCharge: money(channel.minCharge),
  maxCharge: money(channel.maxCharge),
});

/** The cashier's settings with `change` over them, written whole (the other fields stay as they are). */
async function updateCashier(tx: Executor, change: (current: CashierSettings) => CashierSettings): Promise<void> {
  await writeSetting(tx, CASHIER_SETTINGS_KEY, change(await readCashierSettings(tx)));
}

const feedRates = () => new ApiError(409, 'rate_source_feed', 'Rates come from a feed on this platform: they are not set by hand');

export const paymentChannelsStore: GroupStore<'paymentChannels'> = {
  async read(ctx, ex) {
    const [settings, rate] = await Promise.all([readCashierSettings(ex), ctx.rates.quote('USDT')]);
    return {
      receivingAccounts: settings.receivingAccounts.map((account) => ({ ...account, branch: account.branch ?? '' })),
      promptPayId: settings.promptPayId,
      usdtAddresses: settings.usdt.addresses,
      usdtRate: rate ? fromMinor(rate.rate) : '',
      depositExpiryMinutes: settings.depositExpiryMinutes,
      channels: DEPOSIT_CHANNEL_IDS.flatMap((id) => settings.channels.filter((channel) => channel.vendorId === id).map(channelView)),
    };
  },
  async check(ctx, value) {
    const current = await ctx.rates.quote('USDT');
    const unchanged = value.usdtRate === (current ? fromMinor(current.rate) : '');
    if (!unchanged && !(ctx.rates instanceof OperatorRateSource)) throw feedRates();
  },
  async write(_ctx, tx, value, before) {
    await updateCashier(tx, (current) => ({
      ...current,
      receivingAccounts: value.receivingAccounts,
      promptPayId: value.promptPayId,
      usdt: { ...current.usdt, addresses: value.usdtAddresses },
      depositExpiryMinutes: value.depositExpiryMinutes,
      channels: current.channels.map((channel) => {
        const chosen = value.channels.find((candidate) => candidate.vendorId === channel.vendorId);
        if (!chosen) return channel;
        return {
          ...channel,
          enabled: chosen.enabled,
          min: minorUnits(chosen.min),
          max: minorUnits(chosen.max),
          chargePerMille: chosen.chargePerMille,
          chargeFixed: minorUnits(chosen.chargeFixed),
          minCharge: minorUnits(chosen.minCharge),
          maxCharge: minorUnits(chosen.maxCharge),
        };
      }),
    }));
    // A rate is taken when it changes: the deposit page shows when it was taken.
    if (value.usdtRate !== before.usdtRate) await setOperatorRate(tx, 'USDT', value.usdtRate === '' ? undefined : toMinor(value.usdtRate));
  },
  tags: [],
};

export const withdrawalRulesStore: GroupStore<'withdrawalRules'> = {
  async read(_ctx, ex) {
    const settings = await readCashierSettings(ex);
    const rules = settings.withdraw;
    return {
      windowFrom: rules.windowFrom,
      windowTo: rules.windowTo,
      min: money(rules.min),
      max: money(rules.max),
      dailyCount: rules.dailyCount,
      dailyAmount: money(rules.dailyAmount),
      freePerDay: rules.freePerDay,
      feePerMille: rules.feePerMille,
      feeMin: money(rules.feeMin),
      feeMax: money(rules.feeMax),
      autoConfirmMinutes: settings.autoConfirmMinutes,
      depositTurnoverPercent: settings.depositTurnoverPercent,
      turnoverBlocksWithdrawal: settings.turnoverBlocksWithdrawal,
      maxCardCount: settings.maxCardCount,
    };
  },
  write: (_ctx, tx, value) =>
    updateCashier(tx, (current) => ({
      ...current,
      withdraw: {
        windowFrom: value.windowFrom,
        windowTo: value.windowTo,
        min: minorUnits(value.min),
        max: minorUnits(value.max),
        dailyCount: value.dailyCount,
        dailyAmount: minorUnits(value.dailyAmount),
        freePerDay: value.freePerDay,
        feePerMille: value.feePerMille,
        feeMin: minorUnits(value.feeMin),
        feeMax: minorUnits(value.feeMax),
      },
      autoConfirmMinutes: value.autoConfirmMinutes,
      depositTurnoverPercent: value.depositTurnoverPercent,
      turnoverBlocksWithdrawal: value.turnoverBlocksWithdrawal,
      maxCardCount: value.maxCardCount,
    })),
  tags: [],
};

export const bonusRulesStore: GroupStore<'bonusRules'> = {
  read: async (_ctx, ex) => {
    const [cashier, referral] = await Promise.all([readCashierSettings(ex), readReferralSettings(ex)]);
    return { bonusEarlyWithdrawal: cashier.bonusEarlyWithdrawal, referral: referralRulesView(referral) };
  },
  write: async (_ctx, tx, value) => {
    await updateCashier(tx, (current) => ({ ...current, bonusEarlyWithdrawal: value.bonusEarlyWithdrawal }));
    await writeReferralSettings(tx, { ...value.referral, firstDepositCap: minorUnits(value.referral.firstDepositCap) });
  },
  tags: [],
};
