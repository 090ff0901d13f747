import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { currentMember } from '@/lib/current-member';
import { LOYALTY_NAMESPACES } from '@/lib/i18n/client-messages';
import { redirect } from '@/lib/i18n/navigation';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';

export type LoyaltyTitle = 'manualRebate' | 'vip' | 'missionLeaderboard';

/**
 * A loyalty page of the personal center (rebate, VIP, missions): guests go to the login page and
 * come back; the member's data is read in the browser through the BFF (nothing per member in the HTML).
 */
export async function LoyaltyPage({ params, title, children }: LocaleParams & { title: LoyaltyTitle; children: ReactNode }) {
  const locale = await pageLocale(params);
  const member = await currentMember(locale);
  if (!member) return redirect({ href: { pathname: '/login', query: { next: `/${title}` } }, locale });
  const t = await getTranslations('loyalty');
  return (
    <main id="main" className="narrow">
      <h1>{t(`titles.${title}`)}</h1>
      <ServerMessages namespaces={LOYALTY_NAMESPACES}>{children}</ServerMessages>
    </main>
  );
}
