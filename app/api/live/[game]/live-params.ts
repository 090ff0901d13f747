import { liveGameOfSegment } from '@/contract/live-table';

/** The `[game]` segment (defineRoute's `params`): 404 live_table_not_found for a table that does not exist. */
export const liveGameParams = {
  parse: ({ game }: Record<string, string>) => {
    const name = liveGameOfSegment(game);
    return name ? { game: name } : undefined;
  },
  notFound: ['live_table_not_found', 'No such table'],
} as const;
