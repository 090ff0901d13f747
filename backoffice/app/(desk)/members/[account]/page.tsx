import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { memberAccountSchema } from '@/contract/member-admin';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { MemberView } from '@bo/components/members/member-view';
import { currentStaff } from '@bo/lib/current-staff';
import '@bo/components/members/members.css';

type Props = { params: Promise<{ account: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { account } = await params;
  return { title: (await getTranslations('members'))('view.title', { account: account.slice(0, 40) }) };
}

export default async function MemberPage({ params }: Props) {
  const staff = await currentStaff();
  if (!staff.permissions.includes('members:read')) return <NotAllowed />;
  const account = memberAccountSchema.safeParse((await params).account);
  if (!account.success) notFound();
  return <MemberView account={account.data} />;
}
