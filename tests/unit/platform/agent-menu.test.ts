// The agent center's menu follows the site flags the operator switches (issue #29: the menu once read
// a setting no command wrote, so `flag enableCt off` changed nothing).
import { AGENT_MENU } from '@/contract/agent-center';
import { SITE_FLAGS } from '@/platform/src/seed/site-config';
import { agentMenuOf } from '@/platform/src/modules/agents/rules/agent-menu';

const topAgent = { whitelabel: [], agentType: 1, hasUplineAgent: false, contractKinds: new Set<never>() };
const flagged = AGENT_MENU.filter((entry) => entry.flag && entry.flag !== 'toUpline');

describe('agent menu and site flags', () => {
  it('shows every contract entry to a top agent with the flags as seeded', () => {
    const { codes } = agentMenuOf({ ...topAgent, siteFlags: SITE_FLAGS });
    for (const entry of flagged) expect(codes).toContain(entry.code);
  });

  it.each(flagged.map((entry) => [entry.flag!, entry.code]))('hides %s’s entry %s when the flag is off, and only it', (flag, code) => {
    const on = agentMenuOf({ ...topAgent, siteFlags: SITE_FLAGS });
    const off = agentMenuOf({ ...topAgent, siteFlags: { ...SITE_FLAGS, [flag]: false } });
    expect(off.flags[flag]).toBe(false);
    expect(on.codes.filter((c) => !off.codes.includes(c))).toEqual([code]);
  });

  it('shows transfer to upline with toUpline on, to an agent with an upline agent, and not otherwise', () => {
    const downline = { ...topAgent, hasUplineAgent: true };
    expect(agentMenuOf({ ...downline, siteFlags: SITE_FLAGS }).codes).toContain('AGETRANSFERUP3');
    expect(agentMenuOf({ ...downline, siteFlags: { ...SITE_FLAGS, toUpline: false } }).codes).not.toContain('AGETRANSFERUP3');
    expect(agentMenuOf({ ...downline, agentType: 2, siteFlags: SITE_FLAGS }).codes).not.toContain('AGETRANSFERUP3');
  });

  it('treats a flag missing from the site as off', () => {
    const { codes } = agentMenuOf({ ...topAgent, siteFlags: {} });
    for (const entry of flagged) expect(codes).not.toContain(entry.code);
  });
});
