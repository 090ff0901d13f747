'use client';
import { useTranslations } from 'next-intl';
import { BffError } from '@bo/lib/client/api';
import { useErrorText, useFieldText } from './error-text';

// The member, role, key, content and agents screens explain their own field problems and refusals from their own
// namespace (`<scope>.fields`, `<scope>.errors`) and fall back to the shared texts for the rest.

type Scope = 'agents' | 'content' | 'contentNotices' | 'inbox' | 'keys' | 'mall' | 'members' | 'promotions' | 'reports' | 'roles';

export function useScopedFieldText(scope: Scope) {
  const t = useTranslations(scope) as unknown as { has(key: string): boolean; (key: string): string };
  const shared = useFieldText();
  return (message: string | undefined) => (message && t.has(`fields.${message}`) ? t(`fields.${message}`) : shared(message));
}

export function useScopedErrorText(scope: Scope) {
  const t = useTranslations(scope) as unknown as { has(key: string): boolean; (key: string): string };
  const shared = useErrorText();
  return (error: unknown) => (error instanceof BffError && t.has(`errors.${error.code}`) ? t(`errors.${error.code}`) : shared(error));
}
