import { z } from 'zod';

/** Every upstream answer is `{ success, value, code, message }` (design §3). */
export const envelopeSchema = z.object({
  success: z.boolean(),
  value: z.unknown().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});

/** The one error type for anything the upstream refused or answered badly. */
export class WpsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 502,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'WpsError';
  }
}

/** Reads an envelope, checks `value` against `schema`, and throws WpsError on any failure. */
export function parseEnvelope<T>(body: unknown, schema: z.ZodType<T>, httpStatus = 200): T {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    throw new WpsError('upstream_invalid', 'Upstream answered with an unknown shape', 502);
  }
  const { success, value, code, message } = envelope.data;
  if (!success) {
    const status = httpStatus >= 400 ? httpStatus : 400;
    throw new WpsError(code ?? 'upstream_error', message ?? 'Upstream refused the request', status, value);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new WpsError('upstream_invalid', 'Upstream value did not match the contract', 502);
  }
  return parsed.data;
}
