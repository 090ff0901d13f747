import { DepositQueue } from '@bo/components/deposits/deposit-queue';
import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';

export const generateMetadata = screenMetadata('deposits');

export default function DepositsPage() {
  return (
    <DeskScreen screen="deposits" permission="deposits:read">
      <DepositQueue />
    </DeskScreen>
  );
}
