// `npm run ops -- responsible-gaming <account>`: a member's limits and any cool-off or
// self-exclusion in force, read-only (issue 17: the operator sees an exclusion, never lifts it).
import type { Db } from '../core/database/client';
import { findMemberByAccount } from '../modules/accounts';
import type { Envelope } from '../core/http/envelope';
import { rgStatusOf } from '../modules/responsible-gaming';
import type { ExclusionView, LimitView } from '../../../contract/responsible-gaming';
import { callAdmin } from './admin-client';

export const RG_USAGE = `  responsible-gaming <account>   a member's limits and cool-off / self-exclusion (read-only)`;

export type RgCommand = { kind: 'responsible-gaming'; account: string };

export function parseRgCommand(args: string[]): RgCommand | undefined {
  const [name, account] = args;
  if (args.length !== 2 || name !== 'responsible-gaming' || !/^[A-Za-z0-9_]{1,40}$/.test(account)) return undefined;
  return { kind: 'responsible-gaming', account };
}

export function rgViaApi(command: RgCommand, baseUrl: string, key: string): Promise<Envelope> {
  return callAdmin(baseUrl, key, 'GET', `/members/${encodeURIComponent(command.account)}/responsible-gaming`);
}

export async function rgViaDatabase(command: RgCommand, db: Db): Promise<Envelope> {
  const member = await findMemberByAccount(db, command.account);
  if (!member) return { success: false, code: 'not_found', message: 'No such member' };
  const status = await rgStatusOf(db, member.id, { startedAt: new Date() });
  return { success: true, value: { account: member.account, limits: status.limits, realityCheckMinutes: status.realityCheckMinutes, exclusion: status.exclusion } };
}

export function describeRg(value: unknown): string {
  const v = value as { account: string; limits: LimitView[]; realityCheckMinutes: number | null; exclusion: ExclusionView | null };
  const exclusion = v.exclusion
    ? `${v.exclusion.kind === 'coolOff' ? 'cool-off' : 'self-exclusion'} since ${v.exclusion.startedAt} until ${v.exclusion.endsAt ?? 'permanent'} (cannot be lifted)`
    : 'none';
  return [
    `${v.account}: exclusion ${exclusion}`,
    `reality check: ${v.realityCheckMinutes === null ? 'off' : `every ${v.realityCheckMinutes} min`}`,
    ...(v.limits.length ? v.limits : []).map(
      (l) =>
        `  ${l.kind} ${l.period}: ${l.current ?? 'none'}${l.used === null ? '' : ` (used ${l.used}, left ${l.remaining ?? '-'})`}` +
        (l.pending ? `; ${l.pending.amount ?? 'removed'} from ${l.pending.effectiveAt}` : ''),
    ),
    ...(v.limits.length ? [] : ['  no limits']),
  ].join('\n');
}
