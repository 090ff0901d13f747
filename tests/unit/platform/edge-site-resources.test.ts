// Issue 15: customer-service, app and WhatsApp links come from the platform's site resources,
// seeded with real services' URL forms: no placeholder host, reserved name or all-zero id anywhere.
import { siteResourcesSchema } from '../../../contract/site-resources';
import { SITE_RESOURCES } from '../../../platform/src/db/seed/site-resources';

const PLACEHOLDER_HOST = /(^|\.)(example|test|invalid|localhost|local)$|^(example\.(com|net|org)|127\.|0\.0\.0\.0)/;

describe('seeded site resources', () => {
  const all = [...SITE_RESOURCES.customerService, ...SITE_RESOURCES.appDownload, ...SITE_RESOURCES.social];

  it('match the contract', () => {
    expect(siteResourcesSchema.parse(SITE_RESOURCES)).toEqual(SITE_RESOURCES);
  });

  it.each(all.map((resource) => [resource.labelNameEn, resource.url]))('%s is a real https address (%s)', (_label, url) => {
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('https:');
    expect(parsed.hostname).not.toMatch(PLACEHOLDER_HOST);
    expect(url).not.toMatch(/0{6,}/);
  });

  it('has the live chat, both apps and WhatsApp', () => {
    expect(SITE_RESOURCES.customerService.map((channel) => channel.labelNameEn)).toContain('livechat');
    expect(SITE_RESOURCES.appDownload.map((app) => app.labelNameEn).sort()).toEqual(['android', 'ios']);
    expect(SITE_RESOURCES.social.find((link) => link.labelNameEn === 'whatsapp')?.url).toMatch(/^https:\/\/wa\.me\/66\d{9}$/);
  });
});
