/** @jest-environment node */
import { ApiError } from '@/platform/src/core/http/envelope';
import { gameListQuerySchema, likePattern } from '@/platform/src/modules/games/rules/game-query';
import { parseOrFail } from '@/platform/src/core/http/validation';

const parse = (query: Record<string, string>) => parseOrFail(gameListQuerySchema, query);

function fields(query: Record<string, string>): string[] {
  try {
    parse(query);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('validation_failed');
    return ((error as ApiError).value as { fields: string[] }).fields;
  }
  throw new Error('expected validation to fail');
}

describe('game list query', () => {
  it('applies the defaults the portal relies on', () => {
    expect(parse({ gameType: 'RNG' })).toMatchObject({ gameType: 'RNG', pageNo: 1, pageSize: 20 });
  });

  it('coerces paging and slot filters from query strings', () => {
    expect(parse({ gameType: 'RNG', pageNo: '3', pageSize: '50', minBet: '1', minLines: '25', keyword: ' dragon ' })).toMatchObject({
      pageNo: 3,
      pageSize: 50,
      minBet: 1,
      minLines: 25,
      keyword: 'dragon',
    });
    expect(parse({ gameType: 'LIVE', keyword: '', vassalage: '' })).toMatchObject({ keyword: undefined, vassalage: undefined });
  });

  it('names every invalid field', () => {
    expect(fields({})).toEqual(['gameType']);
    expect(fields({ gameType: 'ESPORTS' })).toEqual(['gameType']);
    expect(fields({ gameType: 'RNG', pageSize: '0', pageNo: '0' }).sort()).toEqual(['pageNo', 'pageSize']);
    expect(fields({ gameType: 'RNG', pageSize: '101' })).toEqual(['pageSize']);
    expect(fields({ gameType: 'RNG', pageNo: '1.5' })).toEqual(['pageNo']);
    expect(fields({ gameType: 'RNG', vassalage: "PG'; drop" })).toEqual(['vassalage']);
    expect(fields({ gameType: 'RNG', minBet: 'cheap' })).toEqual(['minBet']);
  });

  it('matches keywords literally, case-insensitively', () => {
    expect(likePattern('Gold')).toBe('%gold%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
