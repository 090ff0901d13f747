import { z } from 'zod';

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
