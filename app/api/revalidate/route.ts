import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { errorResponse, jsonResponse } from '@/lib/bff/responses';
import { verifySignature } from '@/lib/bff/signature';
import { ALL_TAGS, TAGS } from '@/contract/cache-tags';
import { forgetVisitorStatuses } from '@/lib/edge/visitor-status';

const bodySchema = z.object({ tags: z.array(z.string()).min(1).max(20) });

/**
 * POST /api/revalidate — the platform's signed hook after an operator change
 * (`X-Signature`: hex HMAC-SHA256 of the raw body with REVALIDATE_SECRET).
 */
export async function POST(request: Request) {
  const raw = await request.text();
  if (raw.length > 4096) return errorResponse(413, 'payload_too_large', 'Body too large');
  if (!verifySignature(raw, request.headers.get('x-signature'), process.env.REVALIDATE_SECRET)) {
    return errorResponse(401, 'invalid_signature', 'Signature missing or invalid');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
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
