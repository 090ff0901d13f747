import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { ReferralScreen } from '@/components/referral/referral-screen';
import { MALL_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { redirect } from '@/lib/i18n/navigation';
import { currentMember } from '@/lib/current-member';
import { siteUrl } from '@/lib/seo/site-url';

export const metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

/** /referral — invite link and QR, invitations, referral income, rules (REFERRAL3). */
export default async function ReferralPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  if (!(await currentMember(locale))) return redirect({ href: { pathname: '/login', query: { next: '/referral' } }, locale });
  const t = await getTranslations('referral');
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      <ServerMessages namespaces={MALL_NAMESPACES}>
        <ReferralScreen origin={siteUrl().origin} />
      </ServerMessages>
    </main>
  );
}
