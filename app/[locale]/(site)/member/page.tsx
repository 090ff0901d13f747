import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { MissionLeaderboardBadge, RewardCenterBadge } from '@/components/member-center/claimable-badges';
import { InboxLink } from '@/components/member-center/inbox-link';
import { FeedbackButton } from '@/components/member-center/feedback-button';
import { MemberAvatar } from '@/components/profile/member-avatar';
import { LocaleLink } from '@/components/ui/locale-link';
import { HeaderBalance } from '@/components/wallet/header-balance';
import { MEMBER_CENTER_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { offeredPages, PERSONAL_SECTIONS } from '@/lib/member-center/personal-pages';
import { requireMember } from '@/lib/member-center/require-member';
import { siteChrome } from '@/lib/site-chrome';
import { isAgentType, isTrialType } from '@/lib/wps/member-types';
import { transferFundOfferedHere } from '@/lib/member-center/transfer-offer';

export const metadata = { robots: { index: false } };
/** Per-member page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/**
 * /member — the member center: who the member is, the balance, the VIP level, and a link to every
 * personal page (spec §2), with the inbox's unread badge.
 */
export default async function MemberPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const member = await requireMember(locale, '/member');
  const [t, tType, chrome, transferFund] = await Promise.all([getTranslations('memberCenter.hub'), getTranslations('member'), siteChrome(locale), transferFundOfferedHere(locale)]);
  const offer = { flags: chrome.flags, transferFund };
  const typeLabel = isAgentType(member.type) ? tType('typeAgent') : isTrialType(member.type) ? tType('typeTrial') : tType('typeMember');
  const trial = isTrialType(member.type);
  // The VIP level arrives with member info once the VIP program exists (loyalty); until then "—".
  const vipLevel = (member as { vipLevel?: unknown }).vipLevel;
  return (
    <main id="main" className="member-hub">
      <h1>{t('title')}</h1>
      <ServerMessages namespaces={MEMBER_CENTER_NAMESPACES}>
        <section className="hub-summary" aria-label={t('myAccount')}>
          {/* The avatar (security center); its version arrives with member info. */}
          <LocaleLink href="/securityCenter/profile" className="hub-avatar">
            <MemberAvatar version={member.avatar} name={member.nickname || member.account} size={72} alt={member.nickname || member.account} />
          </LocaleLink>
          <dl className="summary">
            <dt>{t('account')}</dt>
            <dd data-testid="hub-account">{member.account}</dd>
            <dt>{t('nickname')}</dt>
            <dd>{member.nickname || '—'}</dd>
            <dt>{tType('type')}</dt>
            <dd>{typeLabel}</dd>
            <dt>{t('vipLevel')}</dt>
            <dd data-testid="hub-vip">{typeof vipLevel === 'string' || typeof vipLevel === 'number' ? vipLevel : '—'}</dd>
            <dt>{t('balance')}</dt>
            <dd>
              <HeaderBalance live={!trial} />
            </dd>
          </dl>
        </section>
        {PERSONAL_SECTIONS.map((section) => (
          <nav key={section.title} className="hub-section" aria-labelledby={`hub-${section.title}`}>
            <h2 id={`hub-${section.title}`}>{t(section.title)}</h2>
            <ul className="hub-links">
              {offeredPages(section.pages, offer).map((page) => (
                <li key={page.href}>
                  {page.href === '/messageV2' && !trial ? (
                    <InboxLink variant="menu" live />
                  ) : (
                    <LocaleLink href={page.href} className="hub-link">
                      {t(page.label)}
                      {/* Spec §2 red badges of the reward center and the missions. */}
                      {!trial && page.href === '/rewardCenter' ? <RewardCenterBadge label={t(page.label)} /> : null}
                      {!trial && page.href === '/missionLeaderboard' ? <MissionLeaderboardBadge label={t(page.label)} /> : null}
                    </LocaleLink>
                  )}
                </li>
              ))}
              {section.title === 'myAccount' ? (
                <li>
                  <FeedbackButton label={t('feedback')} />
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </ServerMessages>
    </main>
  );
}
