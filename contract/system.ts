import { z } from 'zod';
import { parseRange } from './address-ranges';

/** The site's state code, set by an operator (`npm run ops -- status <0|1|2>`). */
export const SYSTEM_STATUS = { open: 0, maintenance: 1, regionBlocked: 2 } as const;

export const systemStatusCodeSchema = z.union([
  z.literal(SYSTEM_STATUS.open),
  z.literal(SYSTEM_STATUS.maintenance),
  z.literal(SYSTEM_STATUS.regionBlocked),
]);
export type SystemStatusCode = z.infer<typeof systemStatusCodeSchema>;

/** The value of GET /wps/system/status. */
export const systemStatusSchema = z.object({
  status: systemStatusCodeSchema,
  location: z.object({ ip: z.string().nullable().optional() }).partial().optional(),
  maintenance: z.object({ title: z.string().optional(), info: z.string().optional() }).nullable().optional(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** The value of GET /wps/system/flags: feature switches by name. */
export const siteFlagsSchema = z.record(z.string(), z.boolean());
export type SiteFlags = z.infer<typeof siteFlagsSchema>;

const MAX_REGION_RULES = 1000;

/**
 * The operator's region blocks (spec §2/§8 "IP or region block"): addresses (single IPs or CIDR
 * ranges) and countries (ISO 3166 two-letter codes); a visitor who matches one sees status 2.
 */
export const regionRulesSchema = z
  .object({
    addresses: z
      .array(z.string().trim().toLowerCase().max(49).refine((entry) => parseRange(entry) !== undefined, 'address_invalid'))
      .max(MAX_REGION_RULES),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'country_invalid')).max(300),
  })
  .strict();
export type RegionRules = z.infer<typeof regionRulesSchema>;
