import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { WithdrawalQueue } from '@bo/components/withdrawals/withdrawal-queue';

export const generateMetadata = screenMetadata('withdrawals');

export default function WithdrawalsPage() {
  return (
    <DeskScreen screen="withdrawals" permission="withdrawals:read">
      <WithdrawalQueue />
    </DeskScreen>
  );
}
