/** @jest-environment node */
import { z } from 'zod';
import { parseEnvelope, WpsError } from '@/lib/wps/envelope';

const schema = z.object({ balance: z.string() });

function caught(run: () => unknown): WpsError {
  try {
    run();
  } catch (error) {
    if (error instanceof WpsError) return error;
    throw error;
  }
  throw new Error('expected a WpsError');
}

describe('parseEnvelope', () => {
  it('returns the typed value of a successful envelope', () => {
    expect(parseEnvelope({ success: true, value: { balance: '10.00' } }, schema)).toEqual({ balance: '10.00' });
  });

  it('turns success:false into a WpsError with the upstream code, message, status and value', () => {
    const error = caught(() =>
      parseEnvelope({ success: false, code: 'captcha_required', message: 'Captcha', value: { captcha: true } }, schema, 400),
    );
    expect(error).toMatchObject({ code: 'captcha_required', message: 'Captcha', status: 400, value: { captcha: true } });
  });

  it('uses 400 when the upstream says no with HTTP 200', () => {
    expect(caught(() => parseEnvelope({ success: false, code: 'x' }, schema, 200)).status).toBe(400);
  });

  it('rejects bodies that are not envelopes', () => {
    expect(caught(() => parseEnvelope('<html>', schema)).code).toBe('upstream_invalid');
    expect(caught(() => parseEnvelope({ value: 1 }, schema)).code).toBe('upstream_invalid');
  });

  it('rejects a value that breaks the contract instead of passing it on', () => {
    const error = caught(() => parseEnvelope({ success: true, value: { balance: 12.5 } }, schema));
    expect(error).toMatchObject({ code: 'upstream_invalid', status: 502 });
  });
});
