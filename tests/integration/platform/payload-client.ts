// A minimal client-side encryptor for *encrypt* endpoints, written from the wire format (not from the
// platform's code) so tests prove the two sides agree. Used by unit and integration tests.
import { createCipheriv, randomBytes, randomInt } from 'node:crypto';
import forge from 'node-forge';

export interface RsaPublicKeyInfo {
  modulus: string;
  exponent: string;
}

export interface EncryptedPayload {
  headers: Record<string, string>;
  body: { value: string };
}

function publicKey(info: RsaPublicKeyInfo): forge.pki.rsa.PublicKey {
  return forge.pki.rsa.setPublicKey(
    new forge.jsbn.BigInteger(info.modulus, 16),
    new forge.jsbn.BigInteger(info.exponent, 16),
  );
}

/** AES-256-GCM body, key wrapped with RSA-OAEP (SHA-256, MGF1-SHA-256). */
export function encryptAes(payload: unknown, key: RsaPublicKeyInfo): EncryptedPayload {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const wrapped = publicKey(key).encrypt(aesKey.toString('binary'), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return {
    headers: { Encryption: forge.util.encode64(wrapped), 'Encryption-Type': 'aes' },
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
  const encryptedKey = publicKey(key).encrypt(desKey.split('').reverse().join(''), 'RSAES-PKCS1-V1_5');
  return {
    headers: {
      Encryption: forge.util.bytesToHex(encryptedKey),
      ...(withTypeHeader ? { 'Encryption-Type': 'tcg' } : {}),
    },
    body: { value: forge.util.encode64(cipher.output.getBytes()) },
  };
}
