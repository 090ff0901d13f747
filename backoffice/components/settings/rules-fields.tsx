'use client';
// The withdrawal rules (window, limits, fees, auto-confirm, turnover, cards), the bonus rules (early
// withdrawal of bonus money, referral income) and the agents' rules (transfers, accounts they open).
import { useTranslations } from 'next-intl';
import { CheckboxField, NumberField, SelectField, TextField } from './setting-fields';

export function WithdrawalRulesFields() {
  const t = useTranslations('settings.groups.withdrawalRules');
  return (
    <div className="settings-grid">
      <TextField name="value.windowFrom" label={t('windowFrom')} type="time" hint={t('windowHint')} />
      <TextField name="value.windowTo" label={t('windowTo')} type="time" />
      <TextField name="value.min" label={t('min')} inputMode="decimal" />
      <TextField name="value.max" label={t('max')} inputMode="decimal" />
      <NumberField name="value.dailyCount" label={t('dailyCount')} />
      <TextField name="value.dailyAmount" label={t('dailyAmount')} inputMode="decimal" />
      <NumberField name="value.freePerDay" label={t('freePerDay')} />
      <NumberField name="value.feePerMille" label={t('feePerMille')} />
      <TextField name="value.feeMin" label={t('feeMin')} inputMode="decimal" />
      <TextField name="value.feeMax" label={t('feeMax')} inputMode="decimal" />
      <NumberField name="value.autoConfirmMinutes" label={t('autoConfirmMinutes')} />
      <NumberField name="value.depositTurnoverPercent" label={t('depositTurnoverPercent')} />
      <CheckboxField name="value.turnoverBlocksWithdrawal" label={t('turnoverBlocksWithdrawal')} />
      <NumberField name="value.maxCardCount" label={t('maxCardCount')} />
    </div>
  );
}

export function BonusRulesFields() {
  const t = useTranslations('settings.groups.bonusRules');
  return (
    <>
      <SelectField
        name="value.bonusEarlyWithdrawal"
        label={t('bonusEarlyWithdrawal')}
        options={[
          { value: 'refuse', text: t('refuse') },
          { value: 'forfeit', text: t('forfeit') },
        ]}
      />
      <fieldset className="settings-list">
        <legend>{t('referral')}</legend>
        <NumberField name="value.referral.betShareBps" label={t('betShareBps')} hint={t('bpsHint')} />
        <NumberField name="value.referral.firstDepositBps" label={t('firstDepositBps')} hint={t('bpsHint')} />
        <TextField name="value.referral.firstDepositCap" label={t('firstDepositCap')} inputMode="decimal" />
        <NumberField name="value.referral.turnoverMultiple" label={t('turnoverMultiple')} hint={t('turnoverMultipleHint')} />
      </fieldset>
    </>
  );
}

export function AgentRulesFields() {
  const t = useTranslations('settings.groups.agentRules');
  return (
    <>
      <fieldset className="settings-list">
        <legend>{t('transfers')}</legend>
        <CheckboxField name="value.transfers.enabled" label={t('enabled')} />
        <TextField name="value.transfers.minPerTransfer" label={t('minPerTransfer')} inputMode="decimal" />
        <TextField name="value.transfers.maxPerTransfer" label={t('maxPerTransfer')} inputMode="decimal" />
        <TextField name="value.transfers.maxPerDay" label={t('maxPerDay')} inputMode="decimal" />
        <NumberField name="value.transfers.maxPayees" label={t('maxPayees')} />
      </fieldset>
      <fieldset className="settings-list">
        <legend>{t('registration')}</legend>
        <NumberField name="value.registration.maxPerHour" label={t('maxPerHour')} />
        <NumberField name="value.registration.maxPerDay" label={t('registrationsPerDay')} />
      </fieldset>
    </>
  );
}
