/** @jest-environment node */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { ApiError } from '@/platform/src/core/http/envelope';
import { PayloadCipher } from '@/platform/src/core/http/payload-cipher';
import { publicKeyInfo } from '@/contract/rsa-public-key';
import { encryptAes, encryptTcg, type EncryptedPayload } from '@/tests/integration/platform/payload-client';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
const cipher = new PayloadCipher(privateKey);
const rsa = publicKeyInfo(privateKey);
const body = { username: 'demo01', password: 'Demo@2026 ไทย', type: 'username' };

function decrypt(payload: EncryptedPayload, body: unknown = payload.body) {
  return cipher.decrypt({
    encryption: payload.headers.Encryption,
    encryptionType: payload.headers['Encryption-Type'],
    body,
  });
}

function expectRejected(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    expect((error as ApiError).toEnvelope()).toEqual({
      success: false,
      code: 'request_body_required',
      message: 'Encrypted request body required',
    });
    return;
  }
  throw new Error('expected the body to be rejected');
}

describe('PayloadCipher', () => {
  it('decrypts the aes format (AES-256-GCM, RSA-OAEP-SHA256 key)', () => {
    expect(decrypt(encryptAes(body, rsa))).toEqual(body);
  });

  it('decrypts the tcg format (DES-ECB, reversed key in RSA PKCS#1 v1.5 hex), with or without the type header', () => {
    expect(decrypt(encryptTcg(body, rsa, true))).toEqual(body);
    expect(decrypt(encryptTcg(body, rsa, false))).toEqual(body);
  });

  it('rejects a tampered aes ciphertext (GCM tag mismatch)', () => {
    const payload = encryptAes(body, rsa);
    const bytes = Buffer.from(payload.body.value, 'base64');
    bytes[13] ^= 1;
    expectRejected(() => decrypt(payload, { value: bytes.toString('base64') }));
  });

  it('rejects a tampered tcg ciphertext or key', () => {
    const payload = encryptTcg(body, rsa);
    const bytes = Buffer.from(payload.body.value, 'base64');
    bytes[bytes.length - 1] ^= 0x5a;
    expectRejected(() => decrypt(payload, { value: bytes.toString('base64') }));
    const key = payload.headers.Encryption;
    expectRejected(() => decrypt({ ...payload, headers: { ...payload.headers, Encryption: `${key.slice(0, -2)}00` } }));
  });

  it('answers a forged tcg key block as any other bad body (implicit rejection: no padding error to time)', () => {
    const payload = encryptTcg(body, rsa);
    const forged = (encryption: string) => decrypt({ ...payload, headers: { ...payload.headers, Encryption: encryption } });
    for (let n = 0; n < 20; n++) expectRejected(() => forged(randomBytes(256).toString('hex')));
    expectRejected(() => forged('ff'.repeat(257)));
    expectRejected(() => forged('00'));
  });

  it('rejects plaintext, missing parts and non-object plaintexts', () => {
    const payload = encryptAes(body, rsa);
    expectRejected(() => cipher.decrypt({ encryption: undefined, encryptionType: undefined, body }));
    expectRejected(() => decrypt({ ...payload, headers: {} }));
    expectRejected(() => decrypt(payload, { value: 42 }));
    expectRejected(() => decrypt(payload, { value: 'not base64!' }));
    expectRejected(() => decrypt(payload, null));
    expectRejected(() => decrypt({ ...payload, headers: { ...payload.headers, 'Encryption-Type': 'rot13' } }));
    expectRejected(() => decrypt(encryptAes([1, 2], rsa)));
    expectRejected(() => decrypt(encryptTcg('just a string', rsa)));
  });

  it('rejects a payload encrypted for another key', () => {
    const other = publicKeyInfo(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    expectRejected(() => decrypt(encryptAes(body, other)));
    expectRejected(() => decrypt(encryptTcg(body, other)));
  });
});
