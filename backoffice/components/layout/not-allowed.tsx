import { getTranslations } from 'next-intl/server';

/** A screen the staff member's role does not open (the navigation does not offer it either). */
export async function NotAllowed() {
  const t = await getTranslations('common');
  return (
    <p role="alert" className="alert alert-error">
      {t('notAllowed')}
    </p>
  );
}
