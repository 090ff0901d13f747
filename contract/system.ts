import { z } from 'zod';

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
