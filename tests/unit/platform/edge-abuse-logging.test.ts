/** @jest-environment node */
// Issue 15 finding 9: an unexpected database error reaches the log without the values of its query.
import { loggableError } from '@/platform/src/core/http/envelope-handlers';

describe('loggableError', () => {
  it('keeps the kind, codes and query text, drops the parameters and the driver detail', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', detail: 'value secret@example.com' });
    const error = Object.assign(new Error('Failed query: select * from members where email = $1\nparams: secret@example.com'), { cause });
    error.name = 'DrizzleQueryError';
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query: select * from members where email = $1', cause: { type: 'Error', code: '22021' } });
    expect(JSON.stringify(logged)).not.toContain('secret@example.com');
  });

  it('logs only the type of a thrown non-error', () => {
    expect(loggableError('boom')).toEqual({ type: 'string' });
  });
});
