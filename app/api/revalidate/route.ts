import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { readBody } from '@/lib/bff/read-json';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { verifySignature } from '@/lib/bff/signature';
import { ALL_TAGS, TAGS } from '@/contract/cache-tags';
import { forgetVisitorStatuses } from '@/lib/edge/visitor-status';
import { env } from '@/lib/env';

const bodySchema = z.object({ tags: z.array(z.string()).min(1).max(20) });
const MAX_BYTES = 4096;

/**
 * POST /api/revalidate — the platform's signed hook after an operator change
 * (`X-Signature`: hex HMAC-SHA256 of the raw body with REVALIDATE_SECRET). A request without a
 * signature is refused before its body is read; the body is read only up to 4 KB.
 */
export async function POST(request: Request) {
  const signature = request.headers.get('x-signature');
  const secret = env.REVALIDATE_SECRET;
  if (!signature || !secret) {
    await request.body?.cancel().catch(() => undefined);
    return errorResponse(401, 'invalid_signature', 'Signature missing or invalid');
  }
  const raw = await readBody(request, MAX_BYTES);
  if (!raw.ok) return raw.response;
  if (!verifySignature(raw.text, signature, secret)) {
    return errorResponse(401, 'invalid_signature', 'Signature missing or invalid');
  }
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
