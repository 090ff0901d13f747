import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@bo/components/auth/login-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('login'))('title') };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[]; ended?: string }> }) {
  const t = await getTranslations('login');
  const { next, ended } = await searchParams;
  return (
    <>
      {ended ? (
        <p role="status" className="alert alert-wait">
          {t('ended')}
        </p>
      ) : null}
      <LoginForm next={typeof next === 'string' ? next : undefined} />
      <p className="hint">{t('enrolHint')}</p>
    </>
  );
}
