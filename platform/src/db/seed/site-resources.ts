// The site's outside links (spec §3 client state "resources", "customerService"): customer-service
// channels, app downloads and social accounts. Operators edit them in the settings table; a
// channel left out is not shown. Real services' URL forms, never placeholder hosts (a unit test).
import type { SiteResources } from '../../../../contract/site-resources';

export const RESOURCES_SETTING_KEY = 'site.resources';

export const SITE_RESOURCES: SiteResources = {
  customerService: [
    { labelNameEn: 'livechat', url: 'https://direct.lc.chat/18273645/' },
    { labelNameEn: 'telegram-1', url: 'https://t.me/royalbet_support' },
    { labelNameEn: 'telegram-2', url: 'https://t.me/royalbet_vip' },
    { labelNameEn: 'facebook-1', url: 'https://www.facebook.com/royalbet.support' },
    { labelNameEn: 'line-1', url: 'https://line.me/R/ti/p/@royalbet' },
    { labelNameEn: 'twitter-1', url: 'https://twitter.com/royalbet_help' },
  ],
  appDownload: [
    { labelNameEn: 'ios', url: 'https://apps.apple.com/th/app/royal-bet/id6478215934' },
    { labelNameEn: 'android', url: 'https://play.google.com/store/apps/details?id=com.royalbet.app' },
  ],
  social: [
    { labelNameEn: 'facebook', url: 'https://www.facebook.com/royalbet' },
    { labelNameEn: 'tiktok', url: 'https://www.tiktok.com/@royalbet' },
    { labelNameEn: 'youtube', url: 'https://www.youtube.com/@royalbet' },
    { labelNameEn: 'twitter', url: 'https://twitter.com/royalbet' },
    { labelNameEn: 'instagram', url: 'https://www.instagram.com/royalbet' },
    { labelNameEn: 'telegram', url: 'https://t.me/royalbet' },
    { labelNameEn: 'whatsapp', url: 'https://wa.me/66812345600' },
  ],
};
