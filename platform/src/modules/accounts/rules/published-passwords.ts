// The demo's passwords are published (README, `npm start`'s banner): a production site accepts none
// of them, neither to log in with nor as a new login or funds password (contract/site-profile.ts).
// A unit test keeps this list equal to the passwords the demo seed uses.
import type { SiteProfile } from '../../../../../contract/site-profile';
import { ApiError } from '../../../core/http/envelope';

export const PUBLISHED_PASSWORDS: ReadonlySet<string> = new Set(['Demo@2026', 'Agent@2026', 'Staff@2026', 'Fund@2026', '123456', 'Backoffice@2026']);

export function isRefusedPassword(profile: SiteProfile, password: string): boolean {
  return profile === 'production' && PUBLISHED_PASSWORDS.has(password.trim());
}

/** 400 validation_failed naming `field` as `password_published` (the forms' field problem). */
export function refusePublishedPassword(profile: SiteProfile, password: string, field: string): void {
  if (!isRefusedPassword(profile, password)) return;
  throw new ApiError(400, 'validation_failed', `Invalid fields: ${field}`, { fields: { [field]: { kind: 'password_published' } } });
}
