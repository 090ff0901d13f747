// Register center (money-and-agents §5.3, REGCEN): an agent opens a downline account — agent or
// member — with a username and password checked by the registration rules, and a rebate per
// series bounded by its own rate and the platform's ceiling, within the operator's caps per agent
// (agent-opened-accounts.ts). The member row (parent_id = the
// agent; the tree trigger adds its ancestors), profile, opening balance and rates are one transaction.
import type { SiteProfile } from '../../../../../contract/site-profile';
import { refusePublishedPassword } from '../../accounts';
import { checkField } from '../../../../../contract/validation-patterns';
import type { CreatedDownline } from '../../../../../contract/agent-team';
import { DOWNLINE_AGENT_TYPE, MEMBER_TYPE } from '../../../../../contract/member-types';
import { createMember } from '../../accounts';
import { readAgentRegistrationSettings } from '../queries/agent-registration-settings';
import { readCashierSettings } from '../../cashier';
import type { Db } from '../../../core/database/client';
import { findMemberByAccount } from '../../accounts';
import type { Client } from '../../accounts';
import { AGENT_OPENED, assertMayOpenAccount } from './agent-opened-accounts';
import { checkRates, maxRates, noRates, rateOf, readRebateCeilings, seriesRates, writeRates } from './agent-rebates';
import { ApiError } from '../../../core/http/envelope';
import { hashPassword } from '../../accounts';
import { fieldRule, registerFields } from '../../accounts';

export const registerCenterErrors = {
  exists: () => new ApiError(400, 'exists.username.err', 'This username already exists'),
  username: () => new ApiError(400, 'format.username.err', 'The username does not match the rules'),
  password: () => new ApiError(400, 'format.pwd.err', 'The password does not match the rules'),
};

const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string } | undefined)?.code === '23505');

export interface NewDownline {
  accountType: 'agent' | 'member';
  username: string;
  password: string;
  rebates: Partial<Record<string, unknown>>;
}

/** POST /wps/agent/downline. Every check runs before anything is written; a refused request writes nothing. */
export async function createDownline(db: Db, profile: SiteProfile, agentId: number, input: NewDownline, client: Client): Promise<CreatedDownline> {
  // The username and password rules of the site's own registration (register-fields.ts).
  const fields = registerFields(false);
  if (checkField(fieldRule(fields, 'username'), input.username)) throw registerCenterErrors.username();
  if (checkField(fieldRule(fields, 'password'), input.password)) throw registerCenterErrors.password();
  refusePublishedPassword(profile, input.password, 'password');
  const username = input.username.trim();
  const account = username.toLowerCase();
  const max = maxRates(await rateOf(db, agentId), await readRebateCeilings(db));
  const rates = checkRates(input.rebates, { min: noRates(), max });
  if (await findMemberByAccount(db, account)) throw registerCenterErrors.exists();
  const passwordHash = await hashPassword(input.password.trim());

  try {
    const member = await db.transaction(async (tx) => {
      await assertMayOpenAccount(tx, agentId, await readAgentRegistrationSettings(tx), (await readCashierSettings(tx)).timeZone);
      const created = await createMember(tx, {
        account,
        nickname: username,
        type: input.accountType === 'agent' ? DOWNLINE_AGENT_TYPE : MEMBER_TYPE,
        parentId: agentId,
        passwordHash,
        firstTimeLogin: true,
        profile: { registerIp: client.ip, registerMethod: AGENT_OPENED },
        opening: { amount: '0.00', kind: 'opening_balance', reference: 'agent-downline' },
      });
      await writeRates(tx, created.id, rates);
      return created;
    });
    return { memberId: member.id, account: member.account, accountType: input.accountType, rebates: seriesRates(rates) };
  } catch (error) {
    // Two creations of one name at once: the unique index answers for the second.
    if (isUniqueViolation(error)) throw registerCenterErrors.exists();
    throw error;
  }
}
