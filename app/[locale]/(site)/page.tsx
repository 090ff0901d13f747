import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { HomeContent } from '@/components/home/home-content';

/** Public and cacheable: rebuilt at most once a minute, or at once when the platform revalidates a tag. */
export const revalidate = 60;

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  return <HomeContent locale={locale} />;
}
