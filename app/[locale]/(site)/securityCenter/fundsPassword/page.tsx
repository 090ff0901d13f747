import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { ProfilePanel } from '@/components/profile/profile-panel';
import { SecurityCenterNav } from '@/components/profile/security-center-nav';
import { TrialNotice } from '@/components/profile/trial-notice';
import { FORM_NAMESPACES, PROFILE_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/member-center/require-member';
import { isTrialType } from '@/lib/wps/member-types';

export const metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

/** /securityCenter/fundsPassword — set, change (old + new) and reset (code to the bound mobile or e-mail) the funds password. A guest gets the login modal (spec §6). */
export default async function SecurityCenterFundsPasswordPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const member = await requireMember(locale, '/securityCenter/fundsPassword');
  const t = await getTranslations('profile');
  return (
    <main id="main" className="narrow">
      <h1>{t('titleFunds')}</h1>
      <SecurityCenterNav current="/securityCenter/fundsPassword" />
      <ServerMessages namespaces={[...FORM_NAMESPACES, ...PROFILE_NAMESPACES]}>
        {isTrialType(member.type) ? <TrialNotice /> : <ProfilePanel view="funds" />}
      </ServerMessages>
    </main>
  );
}
