import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { Inbox } from '@/components/member-center/inbox';
import { MEMBER_CENTER_NAMESPACES, RECORDS_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/member-center/require-member';
import { isTrialType } from '@/lib/wps/member-types';
import { TrialNotice } from '@/components/member-center/trial-notice';

export const metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

/** /messageV2 — the member's inbox (spec §2 personal center; money-and-agents §4 message centre). */
export default async function MessagesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const member = await requireMember(locale, '/messageV2');
  const t = await getTranslations('memberCenter.inbox');
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      <ServerMessages namespaces={[...MEMBER_CENTER_NAMESPACES, ...RECORDS_NAMESPACES]}>
        {isTrialType(member.type) ? <TrialNotice /> : <Inbox />}
      </ServerMessages>
    </main>
  );
}
