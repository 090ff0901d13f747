import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { readBody } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { revalidationHeaderCheck, verifyRevalidation, type RevalidationCheck } from '@/lib/bff/signature';
import { REVALIDATE_SIGNATURE_HEADER } from '@/contract/revalidate-signature';
import { ALL_TAGS, TAGS } from '@/contract/cache-tags';
import { forgetVisitorStatuses } from '@/lib/edge/visitor-status';
import { env } from '@/lib/env';

const bodySchema = z.object({ tags: z.array(z.string()).min(1).max(20) });

const REFUSALS: Record<Exclude<RevalidationCheck, 'ok'>, [code: string, message: string]> = {
  invalid: ['invalid_signature', 'Signature missing or invalid'],
  stale: ['stale_signature', 'The signature is older or newer than five minutes'],
  replayed: ['replayed_signature', 'This signature has been used already'],
};
const refusal = (check: Exclude<RevalidationCheck, 'ok'>) => errorResponse(401, ...REFUSALS[check]);

/**
 * POST /api/revalidate — the platform's signed hook after an operator change (`X-Signature:
 * t=<seconds>,v=<hex HMAC>` over the time and the raw body: contract/revalidate-signature.ts). A
 * request without a well-formed, current signature is refused before its body is read; the body
 * is read only up to its limit (4 KB, lib/bff/body-limits.ts); each signature is taken once.
 */
export async function POST(request: Request) {
  const signature = request.headers.get(REVALIDATE_SIGNATURE_HEADER);
  const secret = env.REVALIDATE_SECRET;
  const form = secret ? revalidationHeaderCheck(signature) : 'invalid';
  if (form !== 'ok') {
    await request.body?.cancel().catch(() => undefined);
    return refusal(form);
  }
  const raw = await readBody(request);
  if (!raw.ok) return raw.response;
  const check = verifyRevalidation(raw.text, signature, secret);
  if (check !== 'ok') return refusal(check);
  let body: unknown;
  try {
    body = JSON.parse(raw.text);
  } catch {
    return errorResponse(400, 'malformed_json', 'The request body is not valid JSON');
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return errorResponse(400, 'validation_failed', 'Expected { tags: string[] }');
  const tags = parsed.data.tags.filter((tag) => ALL_TAGS.includes(tag));
  // Operators expect the next page view to show the change: no stale window.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // proxy.ts keeps each visitor's status a few seconds: a status or region change applies at once.
  if (tags.includes(TAGS.systemStatus)) forgetVisitorStatuses();
  return jsonResponse({ revalidated: tags });
}
