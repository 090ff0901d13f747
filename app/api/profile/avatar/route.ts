import { avatarUploadSchema } from '@/contract/profile';
import { asMember } from '@/lib/bff/member-route';
import { readJson } from '@/lib/bff/read-json';
import { jsonResponse } from '@/lib/bff/responses';
import { memberAvatar, uploadMemberAvatar } from '@/lib/wps/profile';

/**
 * GET /api/profile/avatar?v=<version> — the member's own picture (WebP). The URL carries the
 * version, so the browser may keep it; it is private to this member.
 */
export async function GET(request: Request) {
  return asMember(request, async (caller) => {
    const avatar = await memberAvatar(caller);
    return new Response(Buffer.from(avatar.data, 'base64'), {
      headers: {
        'Content-Type': avatar.contentType,
        'Cache-Control': 'private, max-age=86400',
        ETag: `"${avatar.version}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}

/** PUT /api/profile/avatar { image: data URL } — png, jpg or webp ≤ 5 MB; answers `{ avatar: version }`. */
export async function PUT(request: Request) {
  return asMember(request, async (caller) => {
    const body = await readJson(request, avatarUploadSchema);
    if (!body.ok) return body.response;
    return jsonResponse(await uploadMemberAvatar(caller, body.data.image));
  });
}
