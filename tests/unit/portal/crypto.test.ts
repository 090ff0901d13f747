/** @jest-environment node */
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import forge from 'node-forge';
import type { RsaPublicKeyInfo } from '@/contract/rsa-public-key';
import { aesCipher, cipherNamed, tcgCipher } from '@/lib/wps/crypto';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = publicKey.export({ format: 'jwk' });
const rsaKey: RsaPublicKeyInfo = {
  modulus: Buffer.from(jwk.n!, 'base64url').toString('hex'),
  exponent: Buffer.from(jwk.e!, 'base64url').toString('hex'),
};
const payload = { username: 'demo01', password: 'Démo@2026 ไทย', captcha: 'x1y2' };

function openAes(value: string, wrappedKey: string): unknown {
  const key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(wrappedKey, 'base64'));
  const sealed = Buffer.from(value, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

function openTcg(value: string, wrappedKey: string): unknown {
  const forgeKey = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const reversed = forgeKey.decrypt(forge.util.hexToBytes(wrappedKey), 'RSAES-PKCS1-V1_5');
  const desKey = reversed.split('').reverse().join('');
  const decipher = forge.cipher.createDecipher('DES-ECB', desKey.slice(0, 8));
  decipher.start();
  decipher.update(forge.util.createBuffer(forge.util.decode64(value)));
  expect(decipher.finish()).toBe(true);
  return JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes()));
}

describe('PayloadCipher', () => {
  it('aes: AES-256-GCM body with an RSA-OAEP(SHA-256) wrapped key round-trips, unicode included', () => {
    const sealed = aesCipher.encrypt(payload, rsaKey);
    expect(sealed.headers['Encryption-Type']).toBe('aes');
    expect(sealed.body.value).not.toContain('demo01');
    expect(openAes(sealed.body.value, sealed.headers.Encryption)).toEqual(payload);
  });

  it('aes: a tampered ciphertext fails the GCM tag check', () => {
    const sealed = aesCipher.encrypt(payload, rsaKey);
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[20] ^= 0xff;
    expect(() => openAes(bytes.toString('base64'), sealed.headers.Encryption)).toThrow();
  });

  it('aes: every call uses a fresh key and IV', () => {
    const first = aesCipher.encrypt(payload, rsaKey);
    const second = aesCipher.encrypt(payload, rsaKey);
    expect(first.body.value).not.toBe(second.body.value);
    expect(first.headers.Encryption).not.toBe(second.headers.Encryption);
  });

  it('tcg: DES-ECB body with the reversed 16-character key RSA-encrypted as hex round-trips', () => {
    const sealed = tcgCipher.encrypt(payload, rsaKey);
    expect(sealed.headers['Encryption-Type']).toBe('tcg');
    expect(sealed.headers.Encryption).toMatch(/^[0-9a-f]{512}$/);
    expect(openTcg(sealed.body.value, sealed.headers.Encryption)).toEqual(payload);
  });

  it('takes the key in any hex spelling: leading zeros, upper case, an odd number of digits', () => {
    const spelled: RsaPublicKeyInfo = { modulus: `00${rsaKey.modulus.toUpperCase()}`, exponent: '10001' };
    const aes = aesCipher.encrypt(payload, spelled);
    expect(openAes(aes.body.value, aes.headers.Encryption)).toEqual(payload);
    const tcg = tcgCipher.encrypt(payload, spelled);
    expect(openTcg(tcg.body.value, tcg.headers.Encryption)).toEqual(payload);
  });

  it('cipherNamed picks the configured wire format, aes by default', () => {
    expect(cipherNamed('tcg')).toBe(tcgCipher);
    expect(cipherNamed('aes')).toBe(aesCipher);
  });
});
