import { getTranslations } from 'next-intl/server';

/** The report's loading state while the platform answers. */
export default async function Loading() {
  const t = await getTranslations('agentReports');
  return (
    <p role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}
