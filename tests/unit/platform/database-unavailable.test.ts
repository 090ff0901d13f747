/** @jest-environment node */
// Which database errors answer 503 database_unavailable (a lost connection, an outcome unknown) and
// which stay what they are (a refusal, a conflict, a bug).
import { isDatabaseUnavailable } from '@/platform/src/core/database/client';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the server terminated the connection (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['the server is starting (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['a refused socket', withCode('ECONNREFUSED')],
    ['a reset socket', withCode('ECONNRESET')],
    ['pg: the connection ended', new Error('Connection terminated unexpectedly')],
    ['pg: no connection in time', new Error('timeout exceeded when trying to connect')],
    ['drizzle wrapping a terminated connection', wrapped(withCode('57P01'))],
  ])('%s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('23505')],
    ['a deadlock', withCode('40P01')],
    ['a check constraint', wrapped(withCode('23514'))],
    ['a plain error', new Error('boom')],
    ['not an error', 'Connection terminated'],
  ])('not %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
