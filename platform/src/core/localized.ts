// Content text is stored per language; a reader gets its language, else English, else any.

/** A text by language code (`en`, `th`, `zh`…), as content rows store it. */
export type LocalizedText = Record<string, string>;

export const CONTENT_FALLBACK_LANGUAGE = 'en';

export function pickLanguage(text: LocalizedText, language: string | undefined): string {
  if (language && text[language]) return text[language];
  // zh-TW readers prefer Simplified Chinese over English when no Traditional text exists.
  const base = language?.split('-')[0];
  if (base && text[base]) return text[base];
  return text[CONTENT_FALLBACK_LANGUAGE] ?? Object.values(text)[0] ?? '';
}

/** The Language header the portal sends (design §3), or the `lang`/`language` query parameter. */
export function requestLanguage(headers: Record<string, unknown>, query: unknown): string | undefined {
  const q = (query ?? {}) as Record<string, unknown>;
  const candidate = q.lang ?? q.language ?? headers.language;
  return typeof candidate === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/.test(candidate) ? candidate : undefined;
}

/** The reader's language: the query's, else the `Language` header the portal sends with every call. */
export function languageOf(request: { headers: Record<string, string | string[] | undefined> }, query?: string): string | undefined {
  const header = request.headers.language;
  return query ?? (typeof header === 'string' && /^[a-z]{2}(-[A-Za-z]{2,4})?$/.test(header) ? header : undefined);
}
