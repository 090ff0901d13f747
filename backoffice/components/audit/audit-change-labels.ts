'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { AuditChangeLabels } from './audit-change';

export function useAuditChangeLabels(): AuditChangeLabels {
  const t = useTranslations('audit');
  return useMemo(() => ({ created: t('created'), removed: t('removed'), unchanged: t('unchanged'), moreFields: (count: number) => t('moreFields', { count }) }), [t]);
}
