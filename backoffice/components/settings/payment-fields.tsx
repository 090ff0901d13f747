'use client';
// Where members pay: the receiving bank accounts (one is picked for each order), the PromptPay id,
// the USDT addresses and rate, and each deposit channel's limits and fees.
import { useTranslations } from 'next-intl';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { THAI_BANKS } from '@/contract/cashier-withdraw';
import { CheckboxField, LinesField, NumberField, SelectField, TextField } from './setting-fields';

function ReceivingAccounts() {
  const t = useTranslations('settings.groups.paymentChannels');
  const { control } = useFormContext();
  const accounts = useFieldArray({ control, name: 'value.receivingAccounts' });
  return (
    <fieldset className="settings-list">
      <legend>{t('receivingAccounts')}</legend>
      <p className="hint">{t('rotationHint')}</p>
      {accounts.fields.map((account, index) => (
        <div key={account.id} className="settings-row" role="group" aria-label={t('account', { n: index + 1 })}>
          <SelectField name={`value.receivingAccounts.${index}.bankCode`} label={t('bank')} options={THAI_BANKS.map((bank) => ({ value: bank.code, text: `${bank.code} — ${bank.nameEn}` }))} />
          <TextField name={`value.receivingAccounts.${index}.accountNumber`} label={t('accountNumber')} inputMode="numeric" />
          <TextField name={`value.receivingAccounts.${index}.accountName`} label={t('accountName')} />
          <TextField name={`value.receivingAccounts.${index}.branch`} label={t('branch')} />
          <button type="button" onClick={() => accounts.remove(index)}>
            {t('removeAccount', { n: index + 1 })}
          </button>
        </div>
      ))}
      {accounts.fields.length === 0 ? <p className="hint">{t('noAccounts')}</p> : null}
      <button type="button" onClick={() => accounts.append({ bankCode: 'KBANK', accountNumber: '', accountName: '', branch: '' })}>
        {t('addAccount')}
      </button>
    </fieldset>
  );
}

const CHANNEL_INDEX = { BANKTH: 0, TBQR: 1, 'USDT-TRC20': 2 } as const;

function Channels() {
  const t = useTranslations('settings.groups.paymentChannels');
  return (
    <fieldset className="settings-list">
      <legend>{t('channels')}</legend>
      {(Object.keys(CHANNEL_INDEX) as (keyof typeof CHANNEL_INDEX)[]).map((vendorId) => {
        const at = `value.channels.${CHANNEL_INDEX[vendorId]}`;
        return (
          <div key={vendorId} className="settings-row" role="group" aria-label={t(`channelNames.${vendorId}`)}>
            <strong>{t(`channelNames.${vendorId}`)}</strong>
            <CheckboxField name={`${at}.enabled`} label={t('enabled')} />
            <TextField name={`${at}.min`} label={t('min')} inputMode="decimal" />
            <TextField name={`${at}.max`} label={t('max')} inputMode="decimal" />
            <NumberField name={`${at}.chargePerMille`} label={t('chargePerMille')} hint={t('perMilleHint')} />
            <TextField name={`${at}.chargeFixed`} label={t('chargeFixed')} inputMode="decimal" />
            <TextField name={`${at}.minCharge`} label={t('minCharge')} inputMode="decimal" />
            <TextField name={`${at}.maxCharge`} label={t('maxCharge')} inputMode="decimal" hint={t('zeroNoBound')} />
          </div>
        );
      })}
    </fieldset>
  );
}

export function PaymentChannelsFields() {
  const t = useTranslations('settings.groups.paymentChannels');
  return (
    <>
      <ReceivingAccounts />
      <TextField name="value.promptPayId" label={t('promptPayId')} hint={t('emptyHides')} inputMode="numeric" />
      <LinesField name="value.usdtAddresses" label={t('usdtAddresses')} hint={t('emptyHides')} />
      <TextField name="value.usdtRate" label={t('usdtRate')} hint={t('usdtRateHint')} inputMode="decimal" />
      <NumberField name="value.depositExpiryMinutes" label={t('depositExpiryMinutes')} />
      <Channels />
    </>
  );
}
