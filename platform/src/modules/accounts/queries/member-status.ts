// The switches an upline agent sets on a downline (DOWNMAN account status and game status): a
// disabled account cannot start a session, a disabled game status cannot launch games.
import { eq } from 'drizzle-orm';
import { ApiError } from '../../../core/http/envelope';
import type { Executor } from '../../../core/database/client';
import { memberAccountStatus } from '../schema-members';

export const memberStatusErrors = {
  accountDisabled: () => new ApiError(403, 'account_disabled', 'This account has been disabled by its agent'),
  gameDisabled: () => new ApiError(403, 'game_disabled', 'Games are disabled for this account'),
};

/** No row: both on. */
export async function memberStatusOf(ex: Executor, memberId: number): Promise<{ accountEnabled: boolean; gameEnabled: boolean }> {
  const [row] = await ex.select().from(memberAccountStatus).where(eq(memberAccountStatus.memberId, memberId));
  return { accountEnabled: row?.accountEnabled ?? true, gameEnabled: row?.gameEnabled ?? true };
}
