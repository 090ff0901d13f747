import { getTranslations } from 'next-intl/server';

/** Trial accounts have no profile of their own (spec §6: blocked from gated actions). */
export async function TrialNotice() {
  const t = await getTranslations('errors');
  return <p className="form-error" role="status">{t('in_need_true_account')}</p>;
}
