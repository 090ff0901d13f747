import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ServerMessages } from '@/components/i18n/server-messages';
import { SiteHeader } from '@/components/layout/site-header';
import { GameBar } from '@/components/games/game-bar';
import { GAME_NAMESPACES } from '@/lib/i18n/client-messages';
import { DialogHost } from '@/components/ui/dialog-host';
import { RealityCheckHost } from '@/components/responsible-gaming/reality-check-host';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { siteFlags } from '@/lib/wps/system';

/** Per member (the session decides what the page shows): rendered for each request, never cached. */
export const dynamic = 'force-dynamic';

/**
 * Spec §2: game pages (seamless, lottery variants, tables, event boards) hide the side menu and
 * footer: header, the game bar (back, home, balance, deposit; issue #30) and the game.
 */
export default async function GameLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  await pageLocale(params);
  const [t, tDialog, flags] = await Promise.all([getTranslations('nav'), getTranslations('dialog'), siteFlags().catch(() => null)]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader flags={flags} besideGame />
      <GameBar />
      <ServerMessages namespaces={GAME_NAMESPACES}>{children}</ServerMessages>
      <DialogHost confirmLabel={tDialog('confirm')} />
      <RealityCheckHost />
    </>
  );
}
