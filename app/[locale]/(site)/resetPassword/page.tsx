import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { ServerMessages } from '@/components/i18n/server-messages';
import { FORM_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export const metadata = { robots: { index: false } };

/** /resetPassword?token= — the link mailed by forgot-password-by-e-mail. */
export default async function ResetPasswordPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('reset');
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      <ServerMessages namespaces={FORM_NAMESPACES}>
        <Suspense>
          <ResetPasswordForm />
        </Suspense>
      </ServerMessages>
    </main>
  );
}
