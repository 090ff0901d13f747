'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { MALL_ITEM_KINDS, mallItemInput, mallItemPatch, type AdminMallItem, type MallItemKind } from '@/contract/points-mall';
import { api } from '@bo/lib/client/api';
import { FormSubmit } from '../ui/form-submit';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';

interface ItemFormValues {
  nameTh: string;
  nameEn: string;
  descriptionTh: string;
  descriptionEn: string;
  kind: MallItemKind;
  bonusAmount: string;
  turnoverMultiple: string;
  pointsPrice: string;
  stock: string;
  maxPerOrder: string;
  sort: string;
}

const EMPTY: ItemFormValues = { nameTh: '', nameEn: '', descriptionTh: '', descriptionEn: '', kind: 'goods', bonusAmount: '', turnoverMultiple: '0', pointsPrice: '', stock: '', maxPerOrder: '0', sort: '0' };

function valuesOf(item: AdminMallItem): ItemFormValues {
  return {
    nameTh: item.names.th ?? '',
    nameEn: item.names.en ?? item.name,
    descriptionTh: item.descriptions.th ?? '',
    descriptionEn: item.descriptions.en ?? item.description,
    kind: item.kind,
    bonusAmount: item.kind === 'bonus' ? item.bonusAmount : '',
    turnoverMultiple: String(item.turnoverMultiple),
    pointsPrice: String(item.pointsPrice),
    stock: String(item.stock),
    maxPerOrder: String(item.maxPerOrder),
    sort: String(item.sort),
  };
}

const blank = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** What the platform takes: text per language (other languages the item had are kept), numbers as entered. */
function inputOf(values: ItemFormValues, kept?: AdminMallItem) {
  const description = blank(values.descriptionTh) || blank(values.descriptionEn) ? { ...kept?.descriptions, th: values.descriptionTh, en: values.descriptionEn } : undefined;
  return {
    name: { ...kept?.names, th: values.nameTh, en: values.nameEn },
    ...(description ? { description } : {}),
    kind: values.kind,
    ...(values.kind === 'bonus' && blank(values.bonusAmount) ? { bonusAmount: blank(values.bonusAmount) } : {}),
    turnoverMultiple: blank(values.turnoverMultiple),
    pointsPrice: blank(values.pointsPrice),
    stock: blank(values.stock),
    maxPerOrder: blank(values.maxPerOrder),
    sort: blank(values.sort),
  };
}

function fieldOf(path: readonly PropertyKey[]): keyof ItemFormValues {
  const [head, language] = path.map(String);
  if (head === 'name' || head === 'description') return `${head}${language === 'th' ? 'Th' : 'En'}` as keyof ItemFormValues;
  return (head || 'nameEn') as keyof ItemFormValues;
}

/**
 * A mall item, new or changed: its name and description in Thai and English (the contract's schema
 * checks them as the platform will), kind, points price, stock and limits, with how the portal's
 * mall shows it in each language.
 */
export function MallItemForm({ editing, onSaved, onCancel }: { editing: AdminMallItem | null; onSaved: (saved: AdminMallItem) => Promise<void>; onCancel: () => void }) {
  const t = useTranslations('mall');
  const fieldText = useScopedFieldText('mall');
  const errorText = useScopedErrorText('mall');
  const [error, setError] = useState<unknown>(null);
  const resolver: Resolver<ItemFormValues> = async (values) => {
    const parsed = (editing ? mallItemPatch : mallItemInput).safeParse(inputOf(values, editing ?? undefined));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<ItemFormValues> = {};
    for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= { type: 'validate', message: issue.message };
    return { values: {}, errors };
  };
  const form = useForm<ItemFormValues>({ resolver, defaultValues: editing ? valuesOf(editing) : EMPTY });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as ItemFormValues;
  const submit = form.handleSubmit(async (checked) => {
    setError(null);
    try {
      const body = inputOf(checked, editing ?? undefined);
      const { data } = editing
        ? await api<AdminMallItem>(`/api/mall/items/${editing.id}`, { method: 'POST', body })
        : await api<AdminMallItem>('/api/mall/items', { method: 'POST', body });
      await onSaved(data);
    } catch (failure) {
      setError(failure);
    }
  });
  const field = (name: keyof ItemFormValues, options: { multiline?: boolean; inputMode?: 'decimal' | 'numeric'; lang?: string; hint?: string } = {}) => {
    const problem = errors[name]?.message;
    const props = { id: `mall-${name}`, lang: options.lang, 'aria-invalid': problem ? true : undefined, 'aria-describedby': `mall-${name}-hint`, ...form.register(name) };
    return (
      <div className="field">
        <label htmlFor={`mall-${name}`}>{t(`fields.${name}`)}</label>
        {options.multiline ? <textarea rows={3} {...props} /> : <input inputMode={options.inputMode} autoComplete="off" {...props} />}
        <p id={`mall-${name}-hint`} className={problem ? 'field-error' : 'hint'}>
          {problem ? fieldText(problem) : options.hint}
        </p>
      </div>
    );
  };

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="mall-item-form-title">
      <h2 id="mall-item-form-title">{editing ? t('editTitle', { name: editing.names.en ?? editing.name }) : t('createTitle')}</h2>
      <div className="promotion-form-grid">
        {field('nameTh', { lang: 'th', hint: t('hints.nameTh') })}
        {field('nameEn', { lang: 'en', hint: t('hints.nameEn') })}
        {field('descriptionTh', { lang: 'th', multiline: true })}
        {field('descriptionEn', { lang: 'en', multiline: true })}
        <div className="field">
          <label htmlFor="mall-kind">{t('fields.kind')}</label>
          <select id="mall-kind" {...form.register('kind')}>
            {MALL_ITEM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        {values.kind === 'bonus' ? field('bonusAmount', { inputMode: 'decimal', hint: t('hints.bonusAmount') }) : null}
        {values.kind === 'bonus' ? field('turnoverMultiple', { inputMode: 'numeric', hint: t('hints.turnoverMultiple') }) : null}
        {field('pointsPrice', { inputMode: 'numeric', hint: t('hints.pointsPrice') })}
        {field('stock', { inputMode: 'numeric', hint: t('hints.stock') })}
        {field('maxPerOrder', { inputMode: 'numeric', hint: t('hints.maxPerOrder') })}
        {field('sort', { inputMode: 'numeric', hint: t('hints.sort') })}
      </div>
      <section className="promotion-preview" aria-labelledby="mall-preview-title">
        <h3 id="mall-preview-title">{t('preview')}</h3>
        <p className="hint">{t('previewHint')}</p>
        <div className="promotion-preview-cards">
          {(['th', 'en'] as const).map((language) => (
            <figure key={language} className="promotion-preview-card" lang={language} data-testid={`mall-preview-${language}`}>
              <div className="promotion-preview-body">
                <strong className="promotion-preview-title">{(language === 'th' ? values.nameTh?.trim() : '') || values.nameEn?.trim() || t('previewEmpty')}</strong>
                {(language === 'th' ? values.descriptionTh?.trim() : '') || values.descriptionEn?.trim() ? (
                  <p className="promotion-preview-description">{(language === 'th' ? values.descriptionTh?.trim() : '') || values.descriptionEn?.trim()}</p>
                ) : null}
                <p className="promotion-preview-meta">
                  <span>{t(`memberView.${language}.points`, { points: Number(values.pointsPrice) || 0 })}</span>
                  <span>{t(`memberView.${language}.stock`, { stock: Number(values.stock) || 0 })}</span>
                </p>
              </div>
              <figcaption>{t(language === 'th' ? 'previewTh' : 'previewEn')}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <FormSubmit error={error ? errorText(error) : null} label={editing ? t('save') : t('create')} busy={isSubmitting} />
      <button type="button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
