import { z } from 'zod';

/** The value of GET /wps/system/status: 0 open, 1 maintenance, 2 region blocked; the operator sets it. */
export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  location: z.object({ ip: z.string().nullable().optional() }).partial().optional(),
  maintenance: z.object({ title: z.string().optional(), info: z.string().optional() }).nullable().optional(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** The value of GET /wps/system/flags: feature switches by name. */
export const siteFlagsSchema = z.record(z.string(), z.boolean());
export type SiteFlags = z.infer<typeof siteFlagsSchema>;
