import 'server-only';
import { z } from 'zod';
import { wpsFetch } from './client';
import { TAGS } from '@/contract/cache-tags';

const articleSchema = z.object({ id: z.number(), slug: z.string(), title: z.string(), content: z.string() });
export type HelpArticle = z.infer<typeof articleSchema>;

/** GET /wps/system/helpCenter (spec §7: lang, device WEB). */
export function helpCenter(language: string): Promise<HelpArticle[]> {
  return wpsFetch('/wps/system/helpCenter', {
    query: { lang: language, device: 'WEB' },
    schema: z.array(articleSchema),
    caller: { language },
    cache: { revalidate: 600, tags: [TAGS.helpCenter] },
  });
}
