// Agents (settings:edit): what an agent may pay its downlines (settings key `agentTransfers`) and how
// many accounts it may open (`agentRegistration`), the stores the agent routes read. Amounts are
// stored in minor units and shown as decimal text.
import { fromMinor, toMinor } from '../../../../../contract/money';
import { readAgentRegistrationSettings, updateAgentRegistrationSettings } from '../../agents';
import { readAgentTransferSettings, updateAgentTransferSettings } from '../../agents';
import type { GroupStore } from './group-store';

const money = (minor: number) => fromMinor(BigInt(minor));
const minorUnits = (text: string) => Number(toMinor(text));

export const agentRulesStore: GroupStore<'agentRules'> = {
  async read(_ctx, ex) {
    const [transfers, registration] = await Promise.all([readAgentTransferSettings(ex), readAgentRegistrationSettings(ex)]);
    return {
      transfers: {
        enabled: transfers.enabled,
        minPerTransfer: money(transfers.minPerTransfer),
        maxPerTransfer: money(transfers.maxPerTransfer),
        maxPerDay: money(transfers.maxPerDay),
        maxPayees: transfers.maxPayees,
      },
      registration: { maxPerHour: registration.maxPerHour, maxPerDay: registration.maxPerDay },
    };
  },
  async write(_ctx, tx, value) {
    const { transfers, registration } = value;
    await updateAgentTransferSettings(tx, {
      enabled: transfers.enabled,
      minPerTransfer: minorUnits(transfers.minPerTransfer),
      maxPerTransfer: minorUnits(transfers.maxPerTransfer),
      maxPerDay: minorUnits(transfers.maxPerDay),
      maxPayees: transfers.maxPayees,
    });
    await updateAgentRegistrationSettings(tx, registration);
  },
  tags: [],
};
