// The member's language (spec §4 "Language change: saved locally, server updated"): the portal
// stores the member's choice on the platform (PUT /wps/member/language), which writes the member's
// inbox messages and text messages in it.
import { z } from 'zod';
import { LOCALES } from './languages';

export const memberLanguageBody = z.object({ language: z.enum(LOCALES) }).strict();
export type MemberLanguageBody = z.infer<typeof memberLanguageBody>;
