import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApprovalQueue } from '@bo/components/approvals/approval-queue';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { currentStaff } from '@bo/lib/current-staff';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('approvals'))('title') };
}

export default async function ApprovalsPage() {
  const staff = await currentStaff();
  if (!staff.permissions.includes('members:read')) return <NotAllowed />;
  const t = await getTranslations('approvals');
  return (
    <>
      <h1>{t('title')}</h1>
      <ApprovalQueue />
    </>
  );
}
