import { memberLanguageBody } from '@/contract/member-language';
import { defineRoute } from '@/lib/bff/define-route';
import { updateMemberLanguage } from '@/lib/wps/profile';

/**
 * PUT /api/profile/language { language } — the member switched language (spec §4 "saved locally,
 * server updated"): the platform writes the member's inbox and text messages in it.
 */
export const PUT = defineRoute({ access: 'member', body: memberLanguageBody }, ({ caller, body }) => updateMemberLanguage(caller, body));
