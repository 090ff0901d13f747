/** @jest-environment node */
import { gameListQuerySchema } from '@/lib/validation/game-list';
import { loginSchema } from '@/lib/validation/login';

describe('loginSchema (spec §5: username and password required, trimmed)', () => {
  it('trims both fields', () => {
    expect(loginSchema.parse({ username: '  demo01 ', password: ' Demo@2026 ' })).toEqual({ username: 'demo01', password: 'Demo@2026' });
  });

  it.each([
    [{ username: '', password: 'x' }, 'username', 'required'],
    [{ username: '   ', password: 'x' }, 'username', 'required'],
    [{ username: 'a', password: '' }, 'password', 'required'],
    [{ password: 'x' }, 'username', 'required'],
    [{ username: 42, password: 'x' }, 'username', 'required'],
    [{ username: 'a'.repeat(65), password: 'x' }, 'username', 'too_long'],
    [{ username: 'a', password: 'x'.repeat(129) }, 'password', 'too_long'],
  ])('rejects %j on %s with %s', (input, field, message) => {
    const result = loginSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});

describe('gameListQuerySchema', () => {
  it('coerces query-string numbers and defaults the page to 1', () => {
    expect(gameListQuerySchema.parse({ gameType: 'RNG', minLines: '25', minBet: '1' })).toEqual({
      gameType: 'RNG',
      pageNo: 1,
      minLines: 25,
      minBet: 1,
    });
  });

  it.each([
    [{ gameType: 'CASINO' }, 'gameType'],
    [{ gameType: 'RNG', pageNo: '0' }, 'pageNo'],
    [{ gameType: 'RNG', pageNo: '1.5' }, 'pageNo'],
    [{ gameType: 'RNG', pageNo: 'abc' }, 'pageNo'],
    [{ gameType: 'RNG', vassalage: "PG'; DROP" }, 'vassalage'],
    [{ gameType: 'RNG', keyword: 'x'.repeat(51) }, 'keyword'],
  ])('rejects %j on %s', (input, field) => {
    const result = gameListQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path[0]).toBe(field);
  });
});
