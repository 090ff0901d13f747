import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OwnSessions } from '@bo/components/sessions/own-sessions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('sessions'))('title') };
}

export default async function SessionsPage() {
  const t = await getTranslations('sessions');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <OwnSessions />
    </>
  );
}
