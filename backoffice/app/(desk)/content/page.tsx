import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BannerList } from '@bo/components/content/banner-list';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { currentStaff } from '@bo/lib/current-staff';
import '@bo/components/content/content.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('content'))('title') };
}

export default async function ContentPage() {
  const staff = await currentStaff();
  if (!staff.permissions.includes('content:read')) return <NotAllowed />;
  const t = await getTranslations('content');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <BannerList />
    </>
  );
}
