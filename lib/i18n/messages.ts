import type account from '@/messages/account/en.json';
import type agent from '@/messages/agent/en.json';
import type agentContracts from '@/messages/agent-contracts/en.json';
import type agentReports from '@/messages/agent-reports/en.json';
import type agentTransfers from '@/messages/agent-transfers/en.json';
import type agentTeam from '@/messages/agent-team/en.json';
import type deposit from '@/messages/deposit/en.json';
import type eventBoard from '@/messages/event-board/en.json';
import type loyalty from '@/messages/loyalty/en.json';
import type lottery from '@/messages/lottery/en.json';
import type mall from '@/messages/mall/en.json';
import type memberCenter from '@/messages/member-center/en.json';
import type profile from '@/messages/profile/en.json';
import type records from '@/messages/records/en.json';
import type rewards from '@/messages/rewards/en.json';
import type site from '@/messages/site/en.json';
import type withdraw from '@/messages/withdraw/en.json';
import type responsibleGaming from '@/messages/responsible-gaming/en.json';
import type edge from '@/messages/edge/en.json';
import { mergeTrees, type Tree } from './merge-trees';

/**
 * Messages live in one file per area and locale (`messages/<area>/<locale>.json`) so areas can
 * grow independently. English is the fallback: a key missing in a translation shows in English,
 * never as a raw key.
 */
export const MESSAGE_AREAS = ['site', 'account', 'withdraw', 'records', 'deposit', 'agent', 'agent-contracts', 'agent-transfers', 'agent-reports', 'agent-team', 'loyalty', 'lottery', 'rewards', 'mall', 'responsible-gaming', 'member-center', 'profile', 'edge', 'event-board'] as const;
export const FALLBACK_LOCALE = 'en';

export type Messages = typeof site & typeof account & typeof withdraw & typeof records & typeof deposit & typeof agent & typeof agentContracts & typeof agentTransfers & typeof agentReports & typeof agentTeam & typeof loyalty & typeof lottery & typeof rewards & typeof mall & typeof responsibleGaming & typeof memberCenter & typeof profile & typeof edge & typeof eventBoard;

async function loadArea(area: string, locale: string): Promise<Tree> {
  try {
    return (await import(`../../messages/${area}/${locale}.json`)).default as Tree;
  } catch {
    return {};
  }
}

const loaded = new Map<string, Promise<Messages>>();

/** Every area's messages of a locale over their English fallback; merged once per locale and process. */
export function loadMessages(locale: string): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = mergeAreas(locale);
    loaded.set(locale, messages);
    messages.catch(() => loaded.delete(locale));
  }
  return messages;
}

async function mergeAreas(locale: string): Promise<Messages> {
  let merged: Tree = {};
  for (const area of MESSAGE_AREAS) {
    const fallback = await loadArea(area, FALLBACK_LOCALE);
    const translated = locale === FALLBACK_LOCALE ? {} : await loadArea(area, locale);
    merged = mergeTrees(merged, mergeTrees(fallback, translated));
  }
  return merged as unknown as Messages;
}
