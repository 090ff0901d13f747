import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { flagsOn, MANUAL_REBATE_FLAGS } from '@/contract/site-flags';
import { categoryPath } from '@/lib/games/categories';
import type { SiteChrome } from '@/lib/site-chrome';
import { LanguageSelect } from './language-select';
import { LicenceButton } from './deferred-parts';
import { SideMenuShell } from './side-menu-shell';

/**
 * Spec §2 side menu: categories, promotions, invite friends, reward center, rebate (flag
 * MANPLAYREB3), points mall (flag PTSYS3), VIP, app download QR codes, customer-service channels,
 * the licence popup (the operator's licence from site settings; hidden when none) and the language selector.
 */
export async function SideMenu({ chrome }: { chrome: SiteChrome }) {
  const t = await getTranslations();
  const { menus, resources, licence, licenceInfo, flags } = chrome;
  return (
    <SideMenuShell label={t('nav.sideMenu')} closeLabel={t('nav.closeMenu')}>
      <nav aria-label={t('nav.mainMenu')}>
        <ul className="side-list">
          <li><LocaleLink className="side-link" href="/hot">{t('gameTypes.HOT')}</LocaleLink></li>
          {menus.map((menu) => (
            <li key={menu.gameType}>
              <LocaleLink className="side-link" href={categoryPath(menu.gameType)}>{t(`gameTypes.${menu.gameType}` as never)}</LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="side-list">
        <li><LocaleLink className="side-link" href="/promotions">{t('nav.promotions')}</LocaleLink></li>
        <li><LocaleLink className="side-link" href="/referral">{t('nav.inviteFriends')}</LocaleLink></li>
        <li><LocaleLink className="side-link" href="/rewardCenter">{t('nav.rewardCenter')}</LocaleLink></li>
        {flagsOn(flags, MANUAL_REBATE_FLAGS) ? <li><LocaleLink className="side-link" href="/manualRebate" data-testid="side-rebate">{t('nav.rebate')}</LocaleLink></li> : null}
        {flags.PTSYS3 ? <li><LocaleLink className="side-link" href="/pointMall" data-testid="side-point-mall">{t('nav.pointMall')}</LocaleLink></li> : null}
        <li><LocaleLink className="side-link" href="/vip" data-testid="side-vip">{t('nav.vip')}</LocaleLink></li>
        <li><LocaleLink className="side-link" href="/help">{t('nav.help')}</LocaleLink></li>
        {licenceInfo ? (
          <li>
            <LicenceButton
              label={t('nav.licence')}
              closeLabel={t('dialog.close')}
              title={licence?.title ?? t('footer.licenceTitle')}
              licence={licenceInfo}
              labels={{ authority: t('siteLicence.authority'), number: t('siteLicence.number') }}
            />
          </li>
        ) : null}
      </ul>
      <section className="side-section" aria-labelledby="side-app">
        <h2 id="side-app">
          <LocaleLink href="/appDownload" data-testid="side-app-download">{t('nav.appDownload')}</LocaleLink>
        </h2>
        {resources.appDownload.length ? (
          <div className="qr-row">
            {resources.appDownload.map((app) => (
              <a key={app.labelNameEn} href={app.url} className="qr-link" rel="noopener">
                <img
                  className="qr"
                  src={`/qr/${app.labelNameEn}.svg`}
                  alt={t('channels.scanToDownload', { platform: t(`channels.${app.labelNameEn}` as never) })}
                  width={112}
                  height={112}
                  loading="lazy"
                />
                <span>{t(`channels.${app.labelNameEn}` as never)}</span>
              </a>
            ))}
          </div>
        ) : null}
      </section>
      {resources.customerService.length ? (
        <section className="side-section" aria-labelledby="side-cs">
          <h2 id="side-cs">{t('nav.customerService')}</h2>
          <ul className="side-list">
            {resources.customerService.map((channel) => (
              <li key={channel.labelNameEn}>
                <a className="side-link" href={channel.url} rel="noopener" target="_blank">
                  {t.has(`channels.${channel.labelNameEn}` as never) ? t(`channels.${channel.labelNameEn}` as never) : channel.labelNameEn}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <LanguageSelect />
    </SideMenuShell>
  );
}
