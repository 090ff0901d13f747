import { AgentsDesk } from '@bo/components/agents/agents-desk';
import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import '@bo/components/members/members.css';
import '@bo/components/agents/agents.css';

export const generateMetadata = screenMetadata('agents');

export default function AgentsPage() {
  return (
    <DeskScreen screen="agents" permission="agents:read" intro="agents">
      <AgentsDesk />
    </DeskScreen>
  );
}
