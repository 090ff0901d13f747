import { getTranslations } from 'next-intl/server';

/** Spec §1: the footer states the 18+ rule, the licence notice and the operator's disclaimer. */
export async function SiteFooter() {
  const t = await getTranslations('footer');
  return (
    <footer className="site-footer">
      <p className="age">18+ · {t('adults')}</p>
      <p>{t('license')}</p>
      <p>{t('disclaimer')}</p>
      <p>{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
