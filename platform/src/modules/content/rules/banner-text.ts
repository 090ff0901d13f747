// What a banner or promotion image says (its stored text in the reader's language) and which motif
// it shows, for banner-art.ts to draw.
import { pickLanguage } from '../../../core/localized';
import type { ContentImageText } from '../queries/banners';
import type { BannerText } from './banner-art';

/** What a banner or promotion image says, and which motif it shows (by where it leads). */
export function bannerTextOf(key: string, text: ContentImageText, language: string): BannerText {
  const url = text.url ?? '';
  const motif = url.startsWith('/rng') ? 'reels' : url.startsWith('/live') ? 'cards' : url.startsWith('/sports') ? 'ball' : url.startsWith('/lottery') ? 'numbers' : 'gift';
  return {
    key,
    language,
    headline: pickLanguage(text.title, language),
    detail: text.content && pickLanguage(text.content, language),
    action: motif === 'gift' ? 'claim' : 'play',
    motif,
  };
}
