/** @jest-environment node */
// The promotion and mall contracts the back office's forms and the platform's admin API both check
// (contract/rewards.ts, contract/points-mall.ts): a definition with its budget, the kill switch's
// reason, a mall item in several languages; and the promotion form's way to and from a definition.
import { promotionDefinitionSchema, stopPromotionBody, type PromotionDefinition } from '@/contract/rewards';
import { mallDecisionBody, mallItemInput, mallItemPatch } from '@/contract/points-mall';
import { definitionOf, emptyPromotion, formValuesOf, promotionResolver } from '@bo/components/promotions/promotion-form-values';

const problemsOf = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error!.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
};

const promotion = {
  promotionId: 'WEEKEND5',
  type: 'LOGIN',
  title: { en: 'Weekend check-in', th: 'เช็คอินสุดสัปดาห์' },
  description: { en: 'Five baht for logging in', th: 'รับห้าบาทเมื่อเข้าสู่ระบบ' },
  startsAt: '2026-12-01T00:00:00+07:00',
  endsAt: '2026-12-31T23:59:00+07:00',
  fixedAmount: '5.00',
  budget: '500.00',
};

describe('a promotion definition with a budget', () => {
  it('takes a budget in baht and fills the defaults', () => {
    expect(promotionDefinitionSchema.parse(promotion)).toMatchObject({ budget: '500.00', turnoverMultiple: 0, claimDays: 7, enabled: true, eligibility: 'ALL' });
    expect(promotionDefinitionSchema.parse({ ...promotion, budget: undefined }).budget).toBeUndefined();
  });

  it('refuses a budget that is no amount, zero, or cannot pay one bonus, with a code the form explains', () => {
    expect(problemsOf(promotionDefinitionSchema, { ...promotion, budget: '-5.00' })).toEqual(['budget: amount_invalid']);
    expect(problemsOf(promotionDefinitionSchema, { ...promotion, budget: '0' })).toEqual(['budget: amount_zero']);
    expect(problemsOf(promotionDefinitionSchema, { ...promotion, budget: '1.234' })).toEqual(['budget: amount_invalid']);
    expect(problemsOf(promotionDefinitionSchema, { ...promotion, budget: '4.99' })).toEqual(['budget: budget_below_reward']);
  });

  it('explains each rule that ties fields together by a code on the field at fault', () => {
    expect(problemsOf(promotionDefinitionSchema, { ...promotion, title: { th: 'ไทยเท่านั้น' } })).toEqual(['title.en: english_required']);
    expect(problemsOf(promotionDefinitionSchema, { ...promotion, endsAt: promotion.startsAt })).toEqual(['endsAt: ends_before_start']);
    expect(problemsOf(promotionDefinitionSchema, { ...promotion, fixedAmount: undefined, budget: undefined })).toEqual(['fixedAmount: amount_or_percent']);
    expect(problemsOf(promotionDefinitionSchema, { ...promotion, type: 'DEPOSIT', fixedAmount: undefined, percent: '10', budget: undefined })).toEqual(['maxBonus: percent_needs_max']);
    expect(problemsOf(promotionDefinitionSchema, { ...promotion, type: 'PROMOCODE' })).toEqual(['promoCode: promo_code_type']);
    expect(problemsOf(promotionDefinitionSchema, { ...promotion, type: 'REGISTER', autoGrant: true, applyRequired: true })).toEqual(['autoGrant: auto_grant_invalid']);
  });
});

describe('the kill switch', () => {
  it('needs a reason of 3 to 500 characters, trimmed', () => {
    expect(stopPromotionBody.parse({ reason: '  Abuse ring  ' })).toEqual({ reason: 'Abuse ring' });
    expect(problemsOf(stopPromotionBody, { reason: ' x ' })).toEqual(['reason: reason_required']);
    expect(problemsOf(stopPromotionBody, {})).toHaveLength(1);
    expect(problemsOf(stopPromotionBody, { reason: 'x'.repeat(501) })).toEqual(['reason: reason_too_long']);
  });
});

describe('the promotion form', () => {
  it('gives back the definition it was opened with, keeping languages it does not edit', () => {
    const stored = promotionDefinitionSchema.parse({ ...promotion, title: { ...promotion.title, 'zh-TW': '週末簽到' } });
    const values = formValuesOf(stored);
    expect(values).toMatchObject({ titleTh: 'เช็คอินสุดสัปดาห์', budget: '500.00', fixedAmount: '5.00' });
    const again = promotionDefinitionSchema.parse(definitionOf(values, stored));
    // The same instants (written as UTC by the form's datetime inputs), the rest unchanged.
    expect(again).toEqual({ ...stored, startsAt: new Date(stored.startsAt).toISOString(), endsAt: new Date(stored.endsAt).toISOString() } satisfies PromotionDefinition);
  });

  it('puts each problem on the input that holds it; a blank budget is no budget', async () => {
    const resolve = promotionResolver(() => undefined);
    const options = { fields: {}, shouldUseNativeValidation: false };
    const empty = await resolve({ ...emptyPromotion(), promotionId: 'NEW1' }, undefined, options);
    expect(Object.keys(empty.errors).sort()).toEqual(['descriptionEn', 'fixedAmount', 'titleEn']);
    const filled = { ...emptyPromotion(), promotionId: 'NEW1', titleEn: 'New', descriptionEn: 'New one', fixedAmount: '5', budget: '' };
    expect((await resolve(filled, undefined, options)).errors).toEqual({});
    expect(definitionOf(filled)).toMatchObject({ budget: undefined, fixedAmount: '5' });
    const short = await resolve({ ...filled, budget: '2' }, undefined, options);
    expect(short.errors.budget?.message).toBe('budget_below_reward');
  });
});

describe('a mall item', () => {
  const item = { name: { en: 'Coffee mug', th: 'แก้วกาแฟ' }, description: { en: 'Ceramic, 300 ml' }, kind: 'goods', pointsPrice: 500, stock: 20 };

  it('takes a name per language, or one plain name as English (the ops CLI sends one)', () => {
    expect(mallItemInput.parse(item)).toMatchObject({ name: { en: 'Coffee mug', th: 'แก้วกาแฟ' }, pointsPrice: 500, stock: 20 });
    expect(mallItemInput.parse({ ...item, name: 'Coffee mug', description: 'Ceramic' })).toMatchObject({ name: { en: 'Coffee mug' }, description: { en: 'Ceramic' } });
    expect(mallItemInput.parse({ ...item, name: { en: 'Mug', th: ' ' } }).name).toEqual({ en: 'Mug' });
  });

  it('refuses a missing English name, a bonus item without its amount, bad numbers and unknown fields', () => {
    expect(problemsOf(mallItemInput, { ...item, name: { th: 'แก้ว' } })).toEqual(['name.en: english_required']);
    expect(problemsOf(mallItemInput, { ...item, kind: 'bonus' })).toEqual(['bonusAmount: bonus_amount_required']);
    expect(problemsOf(mallItemInput, { ...item, pointsPrice: 0 })).toEqual(['pointsPrice: number_invalid']);
    expect(problemsOf(mallItemInput, { ...item, stock: -1 })).toEqual(['stock: number_invalid']);
    expect(problemsOf(mallItemInput, { ...item, price: 5 })).toHaveLength(1);
  });

  it('changes any field on its own: showing or hiding one is its status', () => {
    expect(mallItemPatch.parse({ status: 'hidden' })).toEqual({ status: 'hidden' });
    expect(problemsOf(mallItemPatch, { status: 'gone' })).toHaveLength(1);
    expect(mallDecisionBody.parse({ remark: ' address unreachable ' })).toEqual({ remark: 'address unreachable' });
  });
});
