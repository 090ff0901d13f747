import { constants, createCipheriv, publicEncrypt, randomBytes, randomInt } from 'node:crypto';
import forge from 'node-forge';
import { publicKeyObject, type RsaPublicKeyInfo } from '@/contract/rsa-public-key';

/**
 * Encryption of the spec's *encrypt* calls (design §3). One interface, two wire formats:
 * - `aes` (default): AES-256-GCM body, key wrapped with RSA-OAEP (SHA-256).
 * - `tcg`: the real platform's format: DES-ECB/PKCS7 body with a 16-character key whose
 *   reversed string is RSA PKCS#1 v1.5 encrypted into the `Encryption` header.
 * The RSA and AES steps and the random keys are Node's own; Node's OpenSSL keeps single DES in its
 * legacy provider, off by default, hence node-forge for the tcg body.
 */
export interface EncryptedPayload {
  body: { value: string };
  headers: Record<string, string>;
}

export interface PayloadCipher {
  readonly name: 'aes' | 'tcg';
  encrypt(payload: unknown, key: RsaPublicKeyInfo): EncryptedPayload;
}

export const aesCipher: PayloadCipher = {
  name: 'aes',
  encrypt(payload, key) {
    const aesKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    const sealed = Buffer.concat([iv, cipher.update(JSON.stringify(payload), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const wrappedKey = publicEncrypt({ key: publicKeyObject(key), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
    return {
      body: { value: sealed.toString('base64') },
      headers: { Encryption: wrappedKey.toString('base64'), 'Encryption-Type': 'aes' },
    };
  },
};

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomKeyString(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return out;
}

export const tcgCipher: PayloadCipher = {
  name: 'tcg',
  encrypt(payload, key) {
    const desKey = randomKeyString(16);
    const cipher = forge.cipher.createCipher('DES-ECB', desKey.slice(0, 8));
    cipher.start();
    cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(JSON.stringify(payload))));
    cipher.finish();
    const reversed = desKey.split('').reverse().join('');
    const wrappedKey = publicEncrypt({ key: publicKeyObject(key), padding: constants.RSA_PKCS1_PADDING }, Buffer.from(reversed, 'latin1'));
    return {
      body: { value: forge.util.encode64(cipher.output.getBytes()) },
      headers: { Encryption: wrappedKey.toString('hex'), 'Encryption-Type': 'tcg' },
    };
  },
};

export function cipherNamed(name: 'aes' | 'tcg'): PayloadCipher {
  return name === 'tcg' ? tcgCipher : aesCipher;
}
