// Each settings group and the store that keeps it (contract/operator-settings.ts names the groups).
import { agentRulesStore } from './agent-groups';
import type { SettingsGroup } from '../../../../../contract/operator-settings';
import type { PlatformContext } from '../../../context';
import type { GroupStores } from './group-store';
import { bonusRulesStore, paymentChannelsStore, withdrawalRulesStore } from './cashier-groups';
import { fourEyesStore, licenceStore, linksStore, registrationFieldsStore, walletModeStore } from './site-groups';
import { regionBlocksStore, siteFlagsStore, systemStatusStore } from './system-groups';

export const GROUP_STORES: GroupStores = {
  systemStatus: systemStatusStore,
  siteFlags: siteFlagsStore,
  regionBlocks: regionBlocksStore,
  paymentChannels: paymentChannelsStore,
  withdrawalRules: withdrawalRulesStore,
  bonusRules: bonusRulesStore,
  registrationFields: registrationFieldsStore,
  links: linksStore,
  licence: licenceStore,
  fourEyes: fourEyesStore,
  walletMode: walletModeStore,
  agentRules: agentRulesStore,
};

/** A group as a whole: what an older per-setting route's audit record holds before and after (core/admin/admin-audit.ts). */
export function readSettingsGroup(ctx: PlatformContext, group: SettingsGroup): Promise<unknown> {
  return GROUP_STORES[group].read(ctx, ctx.db);
}
