import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import type { GamePage } from '@/lib/games/launch-target';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { GameFrame } from './game-frame';

/** A game page's metadata: per member, nothing for a search engine. */
export async function gamePageMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'play' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The body of /seamless, /lottery, /seaLottery and /vnLottery (login-gated in lib/route-gates). */
export async function GamePageBody({ params, page }: LocaleParams & { page: GamePage }) {
  await pageLocale(params);
  const t = await getTranslations('play');
  return (
    <main id="main" className="game-main">
      <Suspense fallback={<p className="game-status">{t('loading')}</p>}>
        <GameFrame page={page} />
      </Suspense>
    </main>
  );
}
