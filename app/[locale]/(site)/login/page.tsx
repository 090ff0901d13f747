import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { HomeContent } from '@/components/home/home-content';

/** Spec §2: /login shows the home page with the login modal open (the modal host opens it). */
export const revalidate = 60;

export default async function LoginPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <HomeContent locale={locale} />;
}
