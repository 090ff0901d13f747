import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleSwitch } from '@bo/components/layout/locale-switch';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('app');
  return (
    <>
      <header className="top-bar">
        <span className="brand">{t('title')}</span>
        <LocaleSwitch />
      </header>
      <main id="content" className="auth-main">
        {children}
      </main>
    </>
  );
}
