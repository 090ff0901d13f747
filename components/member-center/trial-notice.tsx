import { getTranslations } from 'next-intl/server';

/** A trial account on a member-only page: the real-account notice (spec §6, in_need_true_account). */
export async function TrialNotice() {
  const t = await getTranslations('memberCenter');
  return (
    <p className="form-alert" role="alert">
      {t('trialOnly')}
    </p>
  );
}
