import { ApprovalQueue } from '@bo/components/approvals/approval-queue';
import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';

export const generateMetadata = screenMetadata('approvals');

export default function ApprovalsPage() {
  return (
    <DeskScreen screen="approvals" permission="members:read">
      <ApprovalQueue />
    </DeskScreen>
  );
}
