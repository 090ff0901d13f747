import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { settingsGroupSchema } from '@/contract/operator-settings';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { SettingsGroupScreen } from '@bo/components/settings/settings-group-screen';
import { currentStaff } from '@bo/lib/current-staff';

type Props = { params: Promise<{ group: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const group = settingsGroupSchema.safeParse((await params).group);
  const t = await getTranslations('settings');
  return { title: group.success ? t(`groups.${group.data}.title`) : t('title') };
}

export default async function SettingsGroupPage({ params }: Props) {
  const group = settingsGroupSchema.safeParse((await params).group);
  if (!group.success) notFound();
  const staff = await currentStaff();
  if (!staff.permissions.includes('settings:read')) return <NotAllowed />;
  const t = await getTranslations('settings');
  return (
    <>
      <p>
        <Link href="/settings">{t('back')}</Link>
      </p>
      <h1>{t(`groups.${group.data}.title`)}</h1>
      <p className="hint">{t(`groups.${group.data}.about`)}</p>
      <SettingsGroupScreen group={group.data} />
    </>
  );
}
