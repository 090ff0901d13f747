import 'server-only';
import type { Notice } from '@/contract/announcements';
import type { Game, GameMenu, GamePage, UpstreamGameType } from '@/contract/games';
import type { SiteResource } from '@/contract/site-resources';
import type { Announcement } from '@/lib/content/announcement';
import { isGameListType } from '@/lib/games/categories';
import { prizeMode } from '@/lib/games/prize-mode';
import { shapeGameMenus } from '@/lib/games/vendor-shaping';
import { announcements, notices } from '@/lib/wps/announcements';
import { banners, type Banner } from '@/lib/wps/banners';
import { gameList, gameMenus, hotGames } from '@/lib/wps/games';
import { jackpot } from '@/lib/wps/jackpot';
import { newVendorCount } from '@/lib/wps/play';
import { siteResources } from '@/lib/wps/site-resources';

/** Spec §2 home sections, in this order; ELOTT only when the prize mode is ELOTT ("hidden unless available"). */
const SECTIONS = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'COCKFIGHT'] as const;
/** One row per section; the category page has the rest. */
const HOME_TILES = 6;

/** What the home page shows (components/home/home-content.tsx), read by its pages. */
export interface HomeData {
  menus: GameMenu[];
  /** The game-type menu's NEW item count. */
  newCount: number;
  banners: Banner[];
  hot: Game[];
  /** The PR announcements (the promotions strip). */
  promotions: Announcement[];
  notices: Notice[];
  social: SiteResource[];
  /** The jackpot pool as the server read it; undefined leaves it to the ticker. */
  pool: number | undefined;
  /** The sections shown, in order, each with its first tiles when it lists games (else its vendors show). */
  sections: { menu: GameMenu; page?: GamePage }[];
}

export async function homeData(locale: string): Promise<HomeData> {
  const [menus, newCount, homeBanners, hot, allAnnouncements, notes, resources, pool] = await Promise.all([
    gameMenus(locale).then(shapeGameMenus),
    newVendorCount(locale),
    banners('w_home', locale),
    hotGames(locale),
    announcements(locale),
    notices(locale),
    siteResources(),
    jackpot({ forPage: true }).then((value) => Math.floor(Number(value.pool)), () => undefined),
  ]);
  const mode = prizeMode(menus);
  const shown = SECTIONS.filter((type) => type !== 'ELOTT' || mode === 'ELOTT')
    .map((type) => menus.find((menu) => menu.gameType === type))
    .filter((menu): menu is GameMenu => menu !== undefined);
  const sections = await Promise.all(
    shown.map(async (menu) =>
      isGameListType(menu.gameType)
        ? { menu, page: await gameList({ gameType: menu.gameType as UpstreamGameType, pageSize: HOME_TILES }, { language: locale }) }
        : { menu },
    ),
  );
  return {
    menus,
    newCount,
    banners: homeBanners,
    hot,
    promotions: allAnnouncements.filter((item) => item.type === 'PR'),
    notices: notes,
    social: resources.social,
    pool,
    sections,
  };
}
