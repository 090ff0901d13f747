import 'server-only';
import { wpsFetch } from './client';
import { JACKPOT_CACHE_SECONDS, jackpotSchema, type Jackpot } from '@/contract/jackpot';

/** The progressive jackpot's pool (the same for everyone): GET /wps/game/jackpot. */
export function jackpot(): Promise<Jackpot> {
  return wpsFetch('/wps/game/jackpot', { schema: jackpotSchema, cache: { revalidate: JACKPOT_CACHE_SECONDS, tags: [] } });
}
