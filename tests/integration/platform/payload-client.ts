// A minimal client-side encryptor for *encrypt* endpoints, written from the wire format (not from the
// platform's code) so tests prove the two sides agree. Used by unit and integration tests. RSA and
// AES are Node's (node-forge's RSA took about 35 ms a call inside jest); single DES is node-forge's.
import { constants, createCipheriv, publicEncrypt, randomBytes, randomInt } from 'node:crypto';
import forge from 'node-forge';
import { publicKeyObject, type RsaPublicKeyInfo } from '../../../contract/rsa-public-key';

export type { RsaPublicKeyInfo };

export interface EncryptedPayload {
  headers: Record<string, string>;
  body: { value: string };
}

/** AES-256-GCM body, key wrapped with RSA-OAEP (SHA-256, MGF1-SHA-256). */
export function encryptAes(payload: unknown, key: RsaPublicKeyInfo): EncryptedPayload {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const wrapped = publicEncrypt({ key: publicKeyObject(key), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return {
    headers: { Encryption: wrapped.toString('base64'), 'Encryption-Type': 'aes' },
    body: { value: Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64') },
  };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The real platform's format: DES-ECB/PKCS7 with a 16-char key, reversed key in RSA PKCS#1 v1.5 hex. */
export function encryptTcg(payload: unknown, key: RsaPublicKeyInfo, withTypeHeader = true): EncryptedPayload {
  const desKey = Array.from({ length: 16 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  const cipher = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(desKey.slice(0, 8)));
  cipher.start();
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(JSON.stringify(payload))));
  cipher.finish();
  const encryptedKey = publicEncrypt({ key: publicKeyObject(key), padding: constants.RSA_PKCS1_PADDING }, Buffer.from(desKey.split('').reverse().join(''), 'latin1'));
  return {
    headers: {
      Encryption: encryptedKey.toString('hex'),
      ...(withTypeHeader ? { 'Encryption-Type': 'tcg' } : {}),
    },
    body: { value: forge.util.encode64(cipher.output.getBytes()) },
  };
}
