// Each settings group and the store that keeps it (contract/operator-settings.ts names the groups).
import { agentRulesStore } from './agent-groups';
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
