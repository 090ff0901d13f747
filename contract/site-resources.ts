import { z } from 'zod';
import { classifyLink } from './link-policy';

/** One outside link; labelNameEn is the channel id as the spec names it: livechat, telegram-1, ios, ... */
export const siteResourceSchema = z.object({ labelNameEn: z.string(), url: z.string().regex(/^https:\/\//) });
export type SiteResource = z.infer<typeof siteResourceSchema>;

/** The value of GET /wps/system/resources: customer-service channels, app downloads, social accounts (spec §3). */
export const siteResourcesSchema = z.object({
  customerService: z.array(siteResourceSchema),
  appDownload: z.array(siteResourceSchema),
  social: z.array(siteResourceSchema),
});
export type SiteResources = z.infer<typeof siteResourcesSchema>;

/** The customer-service channel a page offers first (spec §2): live chat, else the first one. */
export function primaryServiceChannel(channels: readonly SiteResource[]): SiteResource | undefined {
  return channels.find((item) => item.labelNameEn === 'livechat') ?? channels[0];
}

/** None until the operator sets them: the portal then shows no outside link at all. */
export const NO_SITE_RESOURCES: SiteResources = { customerService: [], appDownload: [], social: [] };

export const SITE_RESOURCE_GROUPS = ['customerService', 'appDownload', 'social'] as const;
export type SiteResourceGroup = (typeof SITE_RESOURCE_GROUPS)[number];

/** Host names reserved for examples and tests (RFC 2606, 6761): never a real service's. */
const RESERVED_HOST = /(^|\.)(example|test|invalid|localhost|local)$|^example\.(com|net|org)$/i;

/** An https URL of a real host: the one link policy (contract/link-policy.ts), minus reserved names and addresses. */
export const outsideUrl = z.string().trim().max(500).refine((url) => {
  const link = classifyLink(url);
  if (link?.kind !== 'external') return false;
  const host = new URL(link.href).hostname;
  return !RESERVED_HOST.test(host) && !/^[\d.]+$|^\[/.test(host);
}, 'url_invalid');

const label = z.string().regex(/^[a-z]{2,20}(-[1-9])?$/, 'label_invalid');
const links = (labels: z.ZodType<string>) =>
  z
    .array(z.object({ labelNameEn: labels, url: outsideUrl }).strict())
    .max(20)
    .refine((items) => new Set(items.map((item) => item.labelNameEn)).size === items.length, 'label_repeated');

/** PUT /admin/resources: the operator's links, each group replaced when given; an empty group shows nothing. */
export const siteResourcesPatch = z
  .object({ customerService: links(label), appDownload: links(z.enum(['ios', 'android'])), social: links(label) })
  .partial()
  .strict();
export type SiteResourcesPatch = z.infer<typeof siteResourcesPatch>;
