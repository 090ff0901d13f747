import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';

export default async function LocaleNotFound() {
  const t = await getTranslations('notFound');
  return (
    <main id="main" className="status-screen">
      <div className="card">
        <h1>{t('title')}</h1>
        <LocaleLink className="btn btn-primary" href="/">
          {t('back')}
        </LocaleLink>
      </div>
    </main>
  );
}
