'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { PROMOTION_TYPES, type AdminPromotion, type PromotionDefinition } from '@/contract/rewards';
import { api } from '@bo/lib/client/api';
import { FormSubmit } from '../ui/form-submit';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';
import { PromotionPreview } from './promotion-preview';
import { definitionOf, emptyPromotion, formValuesOf, promotionResolver, type PromotionFormValues } from './promotion-form-values';

type TextField = 'promotionId' | 'titleTh' | 'titleEn' | 'startsAt' | 'endsAt' | 'fixedAmount' | 'percent' | 'maxBonus' | 'minDeposit' | 'budget' | 'turnoverMultiple' | 'claimDays' | 'promoCode' | 'drawAt' | 'winners';

/**
 * A promotion's definition (the contract's schema, checked here as the platform checks it): its
 * title and description in Thai and English with a preview of how members see it in each, its
 * period, its reward, its budget. Editing keeps the promotion's id and its other languages.
 */
export function PromotionForm({ editing, onSaved, onCancel }: { editing: AdminPromotion | null; onSaved: (saved: AdminPromotion) => Promise<void>; onCancel: () => void }) {
  const t = useTranslations('promotions');
  const fieldText = useScopedFieldText('promotions');
  const errorText = useScopedErrorText('promotions');
  const [error, setError] = useState<unknown>(null);
  const kept = useRef<PromotionDefinition | undefined>(editing?.definition as PromotionDefinition | undefined);
  const form = useForm<PromotionFormValues>({
    resolver: promotionResolver(() => kept.current),
    defaultValues: editing ? formValuesOf(editing.definition as PromotionDefinition) : emptyPromotion(),
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as PromotionFormValues;
  const submit = form.handleSubmit(async (checked) => {
    setError(null);
    try {
      const { data } = await api<AdminPromotion>('/api/promotions', { method: 'PUT', body: definitionOf(checked, kept.current) });
      await onSaved(data);
    } catch (failure) {
      setError(failure);
    }
  });

  const hint = (field: TextField | 'descriptionTh' | 'descriptionEn', text?: string) => {
    const problem = errors[field] as FieldError | undefined;
    return (
      <p id={`promotion-${field}-hint`} className={problem ? 'field-error' : 'hint'}>
        {problem ? fieldText(problem.message) : text}
      </p>
    );
  };
  const input = (field: TextField, label: string, options: { hint?: string; type?: string; inputMode?: 'decimal' | 'numeric'; readOnly?: boolean; lang?: string } = {}) => (
    <div className="field">
      <label htmlFor={`promotion-${field}`}>{label}</label>
      <input
        id={`promotion-${field}`}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        readOnly={options.readOnly}
        lang={options.lang}
        autoComplete="off"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={`promotion-${field}-hint`}
        {...form.register(field)}
      />
      {hint(field, options.hint)}
    </div>
  );
  const checkbox = (field: 'applyRequired' | 'enabled' | 'autoGrant', label: string) => (
    <div className="field field-check">
      <input id={`promotion-${field}`} type="checkbox" aria-invalid={errors[field] ? true : undefined} aria-describedby={`promotion-${field}-hint`} {...form.register(field)} />
      <label htmlFor={`promotion-${field}`}>{label}</label>
      <p id={`promotion-${field}-hint`} className={errors[field] ? 'field-error' : 'hint'}>
        {errors[field] ? fieldText(errors[field]?.message) : t(`hints.${field}`)}
      </p>
    </div>
  );

  return (
    <form className="panel promotion-form" onSubmit={submit} noValidate aria-labelledby="promotion-form-title">
      <h2 id="promotion-form-title">{editing ? t('editTitle', { title: editing.definition.title.en }) : t('createTitle')}</h2>
      <div className="promotion-form-grid">
        {input('promotionId', t('fields.promotionId'), { hint: t('hints.promotionId'), readOnly: editing !== null })}
        <div className="field">
          <label htmlFor="promotion-type">{t('fields.type')}</label>
          <select id="promotion-type" {...form.register('type')}>
            {PROMOTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {input('titleTh', t('fields.titleTh'), { hint: t('hints.titleTh'), lang: 'th' })}
        {input('titleEn', t('fields.titleEn'), { hint: t('hints.titleEn'), lang: 'en' })}
        {(['descriptionTh', 'descriptionEn'] as const).map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`promotion-${field}`}>{t(`fields.${field}`)}</label>
            <textarea id={`promotion-${field}`} rows={3} lang={field === 'descriptionTh' ? 'th' : 'en'} aria-invalid={errors[field] ? true : undefined} aria-describedby={`promotion-${field}-hint`} {...form.register(field)} />
            {hint(field, t(`hints.${field}`))}
          </div>
        ))}
        {input('startsAt', t('fields.startsAt'), { type: 'datetime-local' })}
        {input('endsAt', t('fields.endsAt'), { type: 'datetime-local' })}
        {input('fixedAmount', t('fields.fixedAmount'), { hint: t('hints.fixedAmount'), inputMode: 'decimal' })}
        {input('budget', t('fields.budget'), { hint: editing ? t('hints.budgetSpent', { spent: editing.spent }) : t('hints.budget'), inputMode: 'decimal' })}
        {input('turnoverMultiple', t('fields.turnoverMultiple'), { hint: t('hints.turnoverMultiple'), inputMode: 'numeric' })}
        {input('claimDays', t('fields.claimDays'), { hint: t('hints.claimDays'), inputMode: 'numeric' })}
      </div>
      <details className="promotion-more" open={values.type === 'DEPOSIT' || values.type === 'PROMOCODE' || values.type === 'LUCKYBET' ? true : undefined}>
        <summary>{t('more')}</summary>
        <div className="promotion-form-grid">
          <div className="field">
            <label htmlFor="promotion-eligibility">{t('fields.eligibility')}</label>
            <select id="promotion-eligibility" {...form.register('eligibility')}>
              <option value="ALL">{t('eligibility.ALL')}</option>
              <option value="FIRST_DEPOSIT">{t('eligibility.FIRST_DEPOSIT')}</option>
            </select>
          </div>
          {input('percent', t('fields.percent'), { hint: t('hints.percent'), inputMode: 'decimal' })}
          {input('maxBonus', t('fields.maxBonus'), { inputMode: 'decimal' })}
          {input('minDeposit', t('fields.minDeposit'), { inputMode: 'decimal' })}
          {input('promoCode', t('fields.promoCode'), { hint: t('hints.promoCode') })}
          {input('drawAt', t('fields.drawAt'), { type: 'datetime-local', hint: t('hints.drawAt') })}
          {input('winners', t('fields.winners'), { inputMode: 'numeric' })}
        </div>
      </details>
      {checkbox('enabled', t('fields.enabled'))}
      {checkbox('applyRequired', t('fields.applyRequired'))}
      {checkbox('autoGrant', t('fields.autoGrant'))}
      <section className="promotion-preview" aria-labelledby="promotion-preview-title">
        <h3 id="promotion-preview-title">{t('preview')}</h3>
        <p className="hint">{t('previewHint')}</p>
        <div className="promotion-preview-cards">
          <PromotionPreview language="th" values={values} />
          <PromotionPreview language="en" values={values} />
        </div>
      </section>
      <FormSubmit error={error ? errorText(error) : null} label={editing ? t('save') : t('create')} busy={isSubmitting} />
      <button type="button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
