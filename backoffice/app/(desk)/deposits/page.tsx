import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DepositQueue } from '@bo/components/deposits/deposit-queue';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { currentStaff } from '@bo/lib/current-staff';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('deposits'))('title') };
}

export default async function DepositsPage() {
  const staff = await currentStaff();
  if (!staff.permissions.includes('deposits:read')) return <NotAllowed />;
  const t = await getTranslations('deposits');
  return (
    <>
      <h1>{t('title')}</h1>
      <DepositQueue />
    </>
  );
}
