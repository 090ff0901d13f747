import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { categoryPath } from '@/lib/games/categories';
import type { SiteChrome } from '@/lib/site-chrome';
import { FeedbackButton, VendorIcons } from './deferred-parts';

const SOCIAL_NAMES: Record<string, string> = {
  facebook: 'Facebook', tiktok: 'TikTok', youtube: 'YouTube', twitter: 'X (Twitter)', instagram: 'Instagram', telegram: 'Telegram', whatsapp: 'WhatsApp',
};

/**
 * Spec §2 footer: products, help, contact, social links, vendor icons; spec §1: the 18+ rule, the
 * operator's licence (when one is configured) and disclaimer. Outside links are the operator's
 * (site resources): none configured, none shown.
 */
export async function SiteFooter({ chrome }: { chrome: SiteChrome }) {
  const t = await getTranslations();
  const vendors = [...new Map(chrome.menus.flatMap((menu) => menu.vendors).map((vendor) => [vendor.vassalage, vendor])).values()];
  const liveChat = chrome.resources.customerService.find((channel) => channel.labelNameEn === 'livechat');
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products">{t('footer.products')}</h2>
          <ul>
            {chrome.menus.map((menu) => (
              <li key={menu.gameType}>
                <LocaleLink href={categoryPath(menu.gameType)}>{t(`gameTypes.${menu.gameType}` as never)}</LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            <li><LocaleLink href="/help">{t('nav.help')}</LocaleLink></li>
            <li><LocaleLink href="/help#term">{t('help.terms')}</LocaleLink></li>
            <li><LocaleLink href="/promotions">{t('nav.promotions')}</LocaleLink></li>
            <li><LocaleLink href="/playResponsibly">{t('playResponsibly.link')}</LocaleLink></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <ul>
            {liveChat ? <li><a href={liveChat.url} rel="noopener">{t('nav.customerService')}</a></li> : null}
            <li><FeedbackButton label={t('footer.feedback')} /></li>
            {chrome.flags.AGENTPOLICY3 ? <li><LocaleLink href="/affiliate">{t('footer.affiliate')}</LocaleLink></li> : null}
          </ul>
        </nav>
        {chrome.resources.social.length ? (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social">{t('footer.social')}</h2>
            <ul className="social">
              {chrome.resources.social.map((link) => (
                <li key={link.labelNameEn}>
                  <a href={link.url} rel="noopener me">{SOCIAL_NAMES[link.labelNameEn] ?? link.labelNameEn}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <section aria-labelledby="footer-vendors">
        <h2 id="footer-vendors">{t('footer.vendors')}</h2>
        <VendorIcons vendors={vendors.map((vendor) => [vendor.vassalage, vendor.name] as const)} />
      </section>
      <p className="age">18+ · {t('footer.adults')} · <LocaleLink href="/playResponsibly">{t('playResponsibly.link')}</LocaleLink></p>
      {/* The operator's licence, only once it is configured: no licence is claimed until then. */}
      {chrome.licenceInfo ? (
        <p data-testid="footer-licence">{chrome.licenceInfo.authority} · {t('siteLicence.number')} {chrome.licenceInfo.number}</p>
      ) : null}
      <p>{t('footer.disclaimer')}</p>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
