import 'server-only';
import { wpsFetch } from './client';
import { JACKPOT_CACHE_SECONDS, jackpotSchema, type Jackpot } from '@/contract/jackpot';

/**
 * How long a cached page keeps the pool it was rendered with: only the ticker's first figure, which
 * polls /api/jackpot at once. At the API's 5 s a page holding a ticker (the home page) was
 * rendered again every 5 s, for a number the browser replaces anyway.
 */
const PAGE_SECONDS = 60;

/** The progressive jackpot's pool (the same for everyone): GET /wps/game/jackpot. */
export function jackpot({ forPage = false } = {}): Promise<Jackpot> {
  const revalidate = forPage ? PAGE_SECONDS : JACKPOT_CACHE_SECONDS;
  return wpsFetch('/wps/game/jackpot', { schema: jackpotSchema, cache: { revalidate, tags: [] } });
}
