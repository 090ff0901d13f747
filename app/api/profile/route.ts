import { profileUpdateSchema } from '@/contract/profile';
import { defineRoute } from '@/lib/bff/define-route';
import { memberProfile, updateMemberProfile } from '@/lib/wps/profile';

/** GET /api/profile — the member's profile (spec §3), contacts masked, avatar version, funds password set or not. */
export const GET = defineRoute({ access: 'member' }, ({ caller }) => memberProfile(caller));

/**
 * PUT /api/profile { nickname?, realName?, birthday?, gender?, address?, … } — checked with the
 * platform's own rules (contract/profile.ts: at least 21 years old, the real name set once).
 */
export const PUT = defineRoute({ access: 'member', body: profileUpdateSchema }, ({ caller, body }) => updateMemberProfile(caller, body));
