import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AgentProgrammeView } from '@/components/agent/programme/agent-programme-view';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { agentProgramme } from '@/lib/wps/agent-programme';

// Kept 5 s by nginx or a CDN (s-maxage): an operator’s change shows there within 10 s (docs/edge-cache.md).
export const revalidate = 5;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({ locale, path: '/affiliate', title: t('affiliate.title'), description: t('affiliate.metaDescription'), siteName: t('meta.siteName') });
}

/**
 * /affiliate — the agent programme (issue #30), the footer's affiliate link: how it pays, from the
 * settings the platform applies (GET /wps/agent/programme), how to join with an agent's invitation
 * code, and the agent login. Off (site flag AGENTPOLICY3), there is no such page.
 */
export default async function AffiliatePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const programme = await agentProgramme();
  if (!programme.open) notFound();
  return <AgentProgrammeView programme={programme} locale={locale} />;
}
