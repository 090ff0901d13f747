// The promotion form's values and their way to and from the contract's definition: the inputs hold
// text (a blank amount is none, dates are the staff member's local time); the definition is what the
// platform takes. The form checks the definition with the contract's own schema, so a form the
// browser accepts is one the platform accepts, and each problem lands on the input that caused it.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { promotionDefinitionSchema, type PromotionDefinition, type PromotionType } from '@/contract/rewards';

export interface PromotionFormValues {
  promotionId: string;
  type: PromotionType;
  titleTh: string;
  titleEn: string;
  descriptionTh: string;
  descriptionEn: string;
  startsAt: string;
  endsAt: string;
  eligibility: 'ALL' | 'FIRST_DEPOSIT';
  fixedAmount: string;
  percent: string;
  maxBonus: string;
  minDeposit: string;
  budget: string;
  turnoverMultiple: string;
  claimDays: string;
  applyRequired: boolean;
  promoCode: string;
  enabled: boolean;
  autoGrant: boolean;
  drawAt: string;
  winners: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input's value, in the browser's time zone. */
export function localInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an instant; text that is no date stays as it is (the schema refuses it). */
function instant(local: string): string | undefined {
  if (!local.trim()) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}

const text = (value: string) => (value.trim() ? value.trim() : undefined);
const whole = (value: string) => (value.trim() === '' ? undefined : Number(value));

export function emptyPromotion(now = new Date()): PromotionFormValues {
  return {
    promotionId: '',
    type: 'LOGIN',
    titleTh: '',
    titleEn: '',
    descriptionTh: '',
    descriptionEn: '',
    startsAt: localInput(now.toISOString()),
    endsAt: localInput(new Date(now.getTime() + 30 * 86_400_000).toISOString()),
    eligibility: 'ALL',
    fixedAmount: '',
    percent: '',
    maxBonus: '',
    minDeposit: '',
    budget: '',
    turnoverMultiple: '1',
    claimDays: '7',
    applyRequired: false,
    promoCode: '',
    enabled: true,
    autoGrant: false,
    drawAt: '',
    winners: '',
  };
}

export function formValuesOf(definition: PromotionDefinition): PromotionFormValues {
  return {
    promotionId: definition.promotionId,
    type: definition.type,
    titleTh: definition.title.th ?? '',
    titleEn: definition.title.en ?? '',
    descriptionTh: definition.description.th ?? '',
    descriptionEn: definition.description.en ?? '',
    startsAt: localInput(definition.startsAt),
    endsAt: localInput(definition.endsAt),
    eligibility: definition.eligibility,
    fixedAmount: definition.fixedAmount ?? '',
    percent: definition.percent ?? '',
    maxBonus: definition.maxBonus ?? '',
    minDeposit: definition.minDeposit ?? '',
    budget: definition.budget ?? '',
    turnoverMultiple: String(definition.turnoverMultiple),
    claimDays: String(definition.claimDays),
    applyRequired: definition.applyRequired,
    promoCode: definition.promoCode ?? '',
    enabled: definition.enabled,
    autoGrant: definition.autoGrant,
    drawAt: localInput(definition.drawAt),
    winners: definition.winners === undefined ? '' : String(definition.winners),
  };
}

/**
 * The definition the form's values make, with every language the promotion already had kept (the
 * form edits Thai and English; others travel unchanged).
 */
export function definitionOf(values: PromotionFormValues, kept?: PromotionDefinition): unknown {
  return {
    promotionId: values.promotionId.trim(),
    type: values.type,
    title: { ...kept?.title, th: values.titleTh, en: values.titleEn },
    description: { ...kept?.description, th: values.descriptionTh, en: values.descriptionEn },
    startsAt: instant(values.startsAt) ?? '',
    endsAt: instant(values.endsAt) ?? '',
    eligibility: values.eligibility,
    fixedAmount: text(values.fixedAmount),
    percent: text(values.percent),
    maxBonus: text(values.maxBonus),
    minDeposit: text(values.minDeposit),
    budget: text(values.budget),
    turnoverMultiple: whole(values.turnoverMultiple),
    claimDays: whole(values.claimDays),
    applyRequired: values.applyRequired,
    promoCode: text(values.promoCode)?.toUpperCase(),
    enabled: values.enabled,
    autoGrant: values.autoGrant,
    drawAt: instant(values.drawAt),
    winners: whole(values.winners),
  };
}

/** Where a definition's problem shows: the input that holds the field. */
function fieldOf(path: readonly PropertyKey[]): keyof PromotionFormValues {
  const [head, language] = path.map(String);
  if (head === 'title' || head === 'description') return `${head}${language === 'th' ? 'Th' : 'En'}` as keyof PromotionFormValues;
  return (head || 'promotionId') as keyof PromotionFormValues;
}

/** react-hook-form's resolver: the contract's schema on the definition the values make. */
export function promotionResolver(kept: () => PromotionDefinition | undefined): Resolver<PromotionFormValues> {
  return async (values) => {
    const parsed = promotionDefinitionSchema.safeParse(definitionOf(values, kept()));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<PromotionFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
}
