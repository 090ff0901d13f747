import { avatarUploadSchema } from '@/contract/profile';
import { defineRoute } from '@/lib/bff/define-route';
import { memberAvatar, uploadMemberAvatar } from '@/lib/wps/profile';

/**
 * GET /api/profile/avatar?v=<version> — the member's own picture (WebP). The URL carries the
 * version, so the browser may keep it; it is private to this member.
 */
export const GET = defineRoute({ access: 'member' }, async ({ caller }) => {
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

/** PUT /api/profile/avatar { image: data URL } — png, jpg or webp ≤ 5 MB; answers `{ avatar: version }`. */
export const PUT = defineRoute({ access: 'member', body: avatarUploadSchema }, ({ caller, body }) => uploadMemberAvatar(caller, body.image));
