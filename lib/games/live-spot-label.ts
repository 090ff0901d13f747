import type { useTranslations } from 'next-intl';
import { spotParts } from '@/contract/live-spots';

/** A translator of the `liveSpots` namespace (client or server). */
type SpotTranslator = ReturnType<typeof useTranslations<'liveSpots'>>;

/** A table game's spot in words: `RED` → "Red", `STRAIGHT_17` → "Number 17", `TOTAL_9` → "Total 9". */
export function spotLabel(t: SpotTranslator, spot: string): string {
  const { kind, n } = spotParts(spot);
  // A spot of another game's list (an old record) shows as it is stored rather than as a missing key.
  if (!t.has(kind as never)) return spot;
  return n === undefined ? t(kind as never) : t(kind as never, { n } as never);
}
