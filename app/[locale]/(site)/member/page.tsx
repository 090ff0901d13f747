import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import { currentMember } from '@/lib/current-member';
import { HeaderBalance } from '@/components/wallet/header-balance';
import { isAgentType, isTrialType } from '@/lib/wps/member-types';

/** Per-member page: rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

export default async function MemberPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const member = await currentMember(locale);
  if (!member) return redirect({ href: { pathname: '/login', query: { next: '/member' } }, locale });
  const t = await getTranslations('member');
  const typeLabel = isAgentType(member.type) ? t('typeAgent') : isTrialType(member.type) ? t('typeTrial') : t('typeMember');
  return (
    <main id="main">
      <h1>{t('title')}</h1>
      <dl className="summary">
        <dt>{t('account')}</dt>
        <dd>{member.account}</dd>
        <dt>{t('nickname')}</dt>
        <dd>{member.nickname || '—'}</dd>
        <dt>{t('type')}</dt>
        <dd>{typeLabel}</dd>
      </dl>
      <HeaderBalance live={!isTrialType(member.type)} />
    </main>
  );
}
