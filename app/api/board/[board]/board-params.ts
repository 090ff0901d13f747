import { boardFromSegment } from '@/contract/event-board';

/** The `[board]` segment (defineRoute's `params`): 404 board_not_found for a board that does not exist. */
export const boardParams = {
  parse: ({ board }: Record<string, string>) => {
    const name = boardFromSegment(board);
    return name ? { board: name } : undefined;
  },
  notFound: ['board_not_found', 'No such board'],
} as const;
