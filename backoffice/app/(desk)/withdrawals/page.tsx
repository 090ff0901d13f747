import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { WithdrawalQueue } from '@bo/components/withdrawals/withdrawal-queue';
import { currentStaff } from '@bo/lib/current-staff';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('withdrawals'))('title') };
}

export default async function WithdrawalsPage() {
  const staff = await currentStaff();
  if (!staff.permissions.includes('withdrawals:read')) return <NotAllowed />;
  const t = await getTranslations('withdrawals');
  return (
    <>
      <h1>{t('title')}</h1>
      <WithdrawalQueue />
    </>
  );
}
