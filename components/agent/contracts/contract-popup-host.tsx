import { ServerMessages } from '@/components/i18n/server-messages';
import { CONTRACT_NAMESPACES } from '@/lib/i18n/client-messages';
import { ContractPopup } from './contract-popup';

/** The contract popup with its texts, for the agent layout (one line there). */
export function ContractPopupHost() {
  return (
    <ServerMessages namespaces={CONTRACT_NAMESPACES}>
      <ContractPopup />
    </ServerMessages>
  );
}
