import { getTranslations } from 'next-intl/server';
import { ServerMessages } from '@/components/i18n/server-messages';
import { MallScreen } from '@/components/mall/mall-screen';
import { MALL_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { redirect } from '@/lib/i18n/navigation';
import { currentMember } from '@/lib/current-member';

export const metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

/** /pointMall — the points mall (PTSYS3): balance, catalogue and exchange, redeem history, points details, conversion. */
export default async function PointMallPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  if (!(await currentMember(locale))) return redirect({ href: { pathname: '/login', query: { next: '/pointMall' } }, locale });
  const t = await getTranslations('mall');
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      <ServerMessages namespaces={MALL_NAMESPACES}>
        <MallScreen />
      </ServerMessages>
    </main>
  );
}
