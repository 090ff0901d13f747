import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export default async function LocaleNotFound() {
  const t = await getTranslations('notFound');
  return (
    <main id="main" className="status-screen">
      <div className="card">
        <h1>{t('title')}</h1>
        <Link className="btn btn-primary" href="/">
          {t('back')}
        </Link>
      </div>
    </main>
  );
}
