import sanitize from 'sanitize-html';
import { operatorHtmlOptions } from '@/contract/operator-html';
import { env } from '@/lib/env';

/** Operator HTML reduced by the one rule set (contract/operator-html.ts), images from CONTENT_IMAGE_HOSTS. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, operatorHtmlOptions(env.CONTENT_IMAGE_HOSTS));
}
