import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { AccountActivity } from '@/components/member-center/account-activity';
import { FORM_NAMESPACES, MEMBER_CENTER_NAMESPACES } from '@/lib/i18n/client-messages';
import { isTrialType } from '@/lib/wps/member-types';
import { SecurityCenter } from '@/components/member/security-center';
import { RgSecurityLinks } from '@/components/responsible-gaming/rg-security-links';
import { SecurityCenterNav } from '@/components/profile/security-center-nav';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/member-center/require-member';

export const metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

/** /securityCenter — "my account": bound phone and e-mail, password change, Google authenticator,
 * login history and active sessions with "sign out elsewhere" (spec §2). */
export default async function SecurityCenterPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  // A personal page: a guest gets the login modal (spec §6).
  const member = await requireMember(locale, '/securityCenter');
  const t = await getTranslations('security');
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      <SecurityCenterNav current="/securityCenter" />
      <ServerMessages namespaces={[...FORM_NAMESPACES, ...MEMBER_CENTER_NAMESPACES]}>
        <SecurityCenter />
        {/* Login history and sessions: real accounts only (a trial account has neither). */}
        {isTrialType(member.type) ? null : <AccountActivity />}
      </ServerMessages>
      <RgSecurityLinks />
    </main>
  );
}
