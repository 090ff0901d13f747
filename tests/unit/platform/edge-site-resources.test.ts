// Issues 15 and 29: customer-service, app and social links come from the operator's settings. No
// outside link is shown unless configured: a new database holds none, and what an operator sets is
// an https address of a real host — never a placeholder or reserved name. The demo's own links go
// to the services' home pages, not to invented accounts.
import { NO_SITE_RESOURCES, siteResourcesPatch, siteResourcesSchema } from '../../../contract/site-resources';
import { DEMO_SITE_RESOURCES } from '../../../platform/src/seed/site-resources';

const PLACEHOLDER_HOST = /(^|\.)(example|test|invalid|localhost|local)$|^(example\.(com|net|org)|127\.|0\.0\.0\.0)/;

describe('site resources', () => {
  it('are none until the operator sets them', () => {
    expect(NO_SITE_RESOURCES).toEqual({ customerService: [], appDownload: [], social: [] });
  });

  it('take an operator’s https links to real hosts, each label once', () => {
    const links = {
      customerService: [{ labelNameEn: 'livechat', url: 'https://direct.lc.chat/19000001/' }, { labelNameEn: 'telegram-1', url: 'https://t.me/our_support' }],
      appDownload: [{ labelNameEn: 'ios', url: 'https://apps.apple.com/th/app/our-app/id1000000001' }],
      social: [{ labelNameEn: 'whatsapp', url: 'https://wa.me/66800000001' }],
    };
    expect(siteResourcesPatch.parse(links)).toEqual(links);
    expect(siteResourcesPatch.parse({ social: [] })).toEqual({ social: [] });
  });

  it.each([
    ['a plain-http link', { social: [{ labelNameEn: 'facebook', url: 'http://www.facebook.com/ours' }] }],
    ['a placeholder host', { social: [{ labelNameEn: 'facebook', url: 'https://example.com/ours' }] }],
    ['a reserved name', { customerService: [{ labelNameEn: 'livechat', url: 'https://chat.example.test/' }] }],
    ['localhost', { customerService: [{ labelNameEn: 'livechat', url: 'https://localhost/chat' }] }],
    ['an address instead of a host', { customerService: [{ labelNameEn: 'livechat', url: 'https://203.0.113.9/chat' }] }],
    ['a script URL', { social: [{ labelNameEn: 'facebook', url: 'javascript:alert(1)' }] }],
    ['credentials in the URL', { social: [{ labelNameEn: 'facebook', url: 'https://user:pass@www.facebook.com/' }] }],
    ['an app store the portal does not know', { appDownload: [{ labelNameEn: 'windows', url: 'https://apps.microsoft.com/x' }] }],
    ['a label twice', { social: [{ labelNameEn: 'facebook', url: 'https://www.facebook.com/a' }, { labelNameEn: 'facebook', url: 'https://www.facebook.com/b' }] }],
    ['an unknown group', { fax: [] }],
  ])('refuse %s', (_what, patch) => {
    expect(siteResourcesPatch.safeParse(patch).success).toBe(false);
  });

  describe('the demo’s links', () => {
    const all = [...DEMO_SITE_RESOURCES.customerService, ...DEMO_SITE_RESOURCES.appDownload, ...DEMO_SITE_RESOURCES.social];

    it('match the contract and what an operator could set', () => {
      expect(siteResourcesSchema.parse(DEMO_SITE_RESOURCES)).toEqual(DEMO_SITE_RESOURCES);
      expect(siteResourcesPatch.safeParse(DEMO_SITE_RESOURCES).success).toBe(true);
    });

    it.each(all.map((resource) => [resource.labelNameEn, resource.url]))('%s is a service’s home page, no invented account (%s)', (_label, url) => {
      const parsed = new URL(url);
      expect(parsed.hostname).not.toMatch(PLACEHOLDER_HOST);
      expect(parsed.pathname).toMatch(/^\/(app-store\/|store)?$/);
      expect(parsed.search).toBe('');
    });
  });
});
