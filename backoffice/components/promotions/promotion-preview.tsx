'use client';
import { useTranslations } from 'next-intl';
import type { PromotionType } from '@/contract/rewards';
import type { PromotionFormValues } from './promotion-form-values';

/**
 * How a member reading the portal in `language` sees the promotion being edited: its type, title,
 * description, reward and turnover in the portal's own words for that language (messages
 * `promotions.memberView.<language>`, the same in both files: they are the portal's texts, not the
 * staff member's), a Thai reader of a promotion without Thai text seeing the English.
 */
export function PromotionPreview({ language, values }: { language: 'th' | 'en'; values: PromotionFormValues }) {
  const t = useTranslations('promotions');
  const portal = useTranslations(`promotions.memberView.${language}`);
  const title = (language === 'th' ? values.titleTh?.trim() : '') || values.titleEn?.trim() || '';
  const description = (language === 'th' ? values.descriptionTh?.trim() : '') || values.descriptionEn?.trim() || '';
  const amount = (text: string | undefined) => (text?.trim() ? Number(text).toLocaleString(language === 'th' ? 'th-TH' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '');
  const date = (local: string | undefined) => (local ? new Date(local).toLocaleDateString(language === 'th' ? 'th-TH' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '');
  const label = t(language === 'th' ? 'previewTh' : 'previewEn');
  return (
    <figure className="promotion-preview-card" lang={language} data-testid={`promotion-preview-${language}`}>
      <div className="promotion-preview-body">
        <p className="promotion-preview-meta">
          <span>{portal(`types.${(values.type ?? 'LOGIN') as PromotionType}`)}</span>
          <span className="promotion-preview-status">{portal('join')}</span>
        </p>
        <strong className="promotion-preview-title">{title || t('previewEmpty')}</strong>
        {description ? <p className="promotion-preview-description">{description}</p> : null}
        <ul className="promotion-preview-terms">
          {values.percent?.trim() ? (
            <li>{portal('bonusPercent', { percent: values.percent.trim(), max: amount(values.maxBonus) })}</li>
          ) : values.fixedAmount?.trim() ? (
            <li>{portal('bonusFixed', { amount: amount(values.fixedAmount) })}</li>
          ) : null}
          {values.minDeposit?.trim() ? <li>{portal('minDeposit', { amount: amount(values.minDeposit) })}</li> : null}
          {Number(values.turnoverMultiple) > 0 ? <li>{portal('turnover', { multiple: values.turnoverMultiple })}</li> : null}
          {values.claimDays?.trim() ? <li>{portal('claimWindow', { days: values.claimDays })}</li> : null}
          {values.startsAt && values.endsAt ? <li>{portal('period', { from: date(values.startsAt), to: date(values.endsAt) })}</li> : null}
        </ul>
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
