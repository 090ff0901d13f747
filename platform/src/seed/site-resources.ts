// The demo profile's outside links (spec §3 client state "resources", "customerService"):
// customer-service channels, app downloads and social accounts, so the demo shows where each kind of
// link appears. Each goes to the service's own home page, not to an account: nobody's account is
// invented. The production profile has none until the operator sets its own (PUT /admin/resources).
import type { SiteResources } from '../../../contract/site-resources';

export const DEMO_SITE_RESOURCES: SiteResources = {
  customerService: [
    { labelNameEn: 'livechat', url: 'https://www.livechat.com/' },
    { labelNameEn: 'telegram-1', url: 'https://telegram.org/' },
    { labelNameEn: 'facebook-1', url: 'https://www.facebook.com/' },
    { labelNameEn: 'line-1', url: 'https://line.me/' },
  ],
  appDownload: [
    { labelNameEn: 'ios', url: 'https://www.apple.com/app-store/' },
    { labelNameEn: 'android', url: 'https://play.google.com/store' },
  ],
  social: [
    { labelNameEn: 'facebook', url: 'https://www.facebook.com/' },
    { labelNameEn: 'youtube', url: 'https://www.youtube.com/' },
    { labelNameEn: 'telegram', url: 'https://telegram.org/' },
    { labelNameEn: 'whatsapp', url: 'https://www.whatsapp.com/' },
  ],
};
