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

/** /securityCenter/profile — avatar, the fields of spec §3 (real name once, the 21-year birthday check). A guest gets the login modal (spec §6). */
export default async function SecurityCenterProfilePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const member = await requireMember(locale, '/securityCenter/profile');
  const t = await getTranslations('profile');
  return (
    <main id="main" className="narrow">
      <h1>{t('titleProfile')}</h1>
      <SecurityCenterNav current="/securityCenter/profile" />
      <ServerMessages namespaces={[...FORM_NAMESPACES, ...PROFILE_NAMESPACES]}>
        {isTrialType(member.type) ? <TrialNotice /> : <ProfilePanel view="profile" />}
      </ServerMessages>
    </main>
  );
}
