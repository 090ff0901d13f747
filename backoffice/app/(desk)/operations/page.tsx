import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { OperationsOverview } from '@bo/components/operations/operations-overview';
import '@bo/components/members/members.css';

export const generateMetadata = screenMetadata('operations');

export default function OperationsPage() {
  return (
    <DeskScreen screen="operations" permission="system:read">
      <OperationsOverview />
    </DeskScreen>
  );
}
