// Site configuration seeded on first start: flags (spec §3), system info and whitelabel modules.
// The registration fields are code (modules/accounts/rules/register-fields.ts), shaped by the flags at read time.
import { AGENT_MENU } from '../../../contract/agent-center';
import { SITE_FLAG_NAMES, SITE_FLAG_TABLE } from '../../../contract/site-flags';
import type { SystemInfo, WhitelabelNode } from '../modules/content';

/** Every site flag with its initial value (contract/site-flags.ts says what each changes). */
export const SITE_FLAGS: Record<string, boolean> = Object.fromEntries(SITE_FLAG_NAMES.map((name) => [name, SITE_FLAG_TABLE[name].initial]));

export const SYSTEM_INFO: SystemInfo = {
  mainDomain: 'localhost',
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  // Empty: the maintenance screen then says it in the page's own language (messages/site); an
  // operator who writes a title or text of their own replaces it (in the one language they write).
  maintenance: { title: '', info: '' },
};

const node = (modId: string, enabled = true, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

export const WHITELABEL: WhitelabelNode[] = [
  node('games', true, ['SPORTS', 'ESPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'BGS', 'COCKFIGHT'].map((t) => node(t))),
  node('promotions', true, [node('rewardCenter'), node('manualRebate', false), node('redEnvelope')]),
  node('pointMall'),
  node('vip'),
  node('referral'),
  // The agent center's entries by menu code; an entry not listed here is on (contract/agent-center.ts).
  node('agent', true, AGENT_MENU.filter((entry) => !entry.always).map((entry) => node(entry.code))),
  node('missionLeaderboard'),
  node('winnerBoard'),
  node('chatRoom', false),
  node('liveChat'),
  node('appDownload', true, [node('ios'), node('android'), node('lite', false)]),
  node('feedback'),
  node('helpCenter'),
];
