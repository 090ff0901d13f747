// Decrypts the body of *encrypt* endpoints (spec §7). Two wire formats, chosen by Encryption-Type:
//  - aes (our default): value = b64(iv12 || AES-256-GCM ciphertext || tag16),
//    Encryption = b64(RSA-OAEP-SHA256(32-byte key)).
//  - tcg (the real platform's, also when the header is absent): value = b64(DES-ECB/PKCS7 with the
//    first 8 bytes of a 16-char key K), Encryption = hex(RSA-PKCS#1 v1.5(reverse(K))).
// The RSA steps are Node's own. PKCS#1 v1.5 decryption uses implicit rejection (OpenSSL 3.2 and
// later, as in Node 24): a forged key decrypts to random bytes instead of a padding error whose
// timing an attacker could measure (Bleichenbacher, Marvin). Node's OpenSSL keeps single DES in its
// legacy provider, off by default, hence node-forge for the tcg body.
import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { errors } from './envelope';

export interface EncryptedRequest {
  encryption: string | undefined;
  encryptionType: string | undefined;
  body: unknown;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HEX = /^(?:[0-9a-fA-F]{2})+$/;

function decodeBase64(text: string): Buffer {
  if (text.length === 0 || !BASE64.test(text)) throw new Error('bad base64');
  return Buffer.from(text, 'base64');
}

export class PayloadCipher {
  constructor(private readonly privateKey: KeyObject) {}

  /** The decrypted JSON object, or request_body_required for anything else. */
  decrypt(request: EncryptedRequest): Record<string, unknown> {
    try {
      const value = (request.body as { value?: unknown } | null)?.value;
      if (typeof value !== 'string' || !request.encryption) throw new Error('missing parts');
      const type = (request.encryptionType ?? 'tcg').trim().toLowerCase();
      const plaintext =
        type === 'aes'
          ? this.decryptAes(value, request.encryption)
          : type === 'tcg'
            ? this.decryptTcg(value, request.encryption)
            : undefined;
      if (plaintext === undefined) throw new Error('unknown encryption type');
      const parsed: unknown = JSON.parse(plaintext);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      return parsed as Record<string, unknown>;
    } catch {
      throw errors.encryptedBodyRequired();
    }
  }

  private decryptAes(value: string, encryptedKey: string): string {
    const key = privateDecrypt(
      { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      decodeBase64(encryptedKey),
    );
    if (key.length !== 32) throw new Error('bad key length');
    const packed = decodeBase64(value);
    if (packed.length < 12 + 16) throw new Error('too short');
    const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, 12));
    decipher.setAuthTag(packed.subarray(packed.length - 16));
    return Buffer.concat([decipher.update(packed.subarray(12, packed.length - 16)), decipher.final()]).toString('utf8');
  }

  private decryptTcg(value: string, encryptedKey: string): string {
    if (!HEX.test(encryptedKey)) throw new Error('bad hex');
    const reversedKey = privateDecrypt({ key: this.privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(encryptedKey, 'hex'));
    const desKey = reversedKey.reverse().subarray(0, 8);
    if (desKey.length !== 8) throw new Error('short key');
    const decipher = forge.cipher.createDecipher('DES-ECB', forge.util.createBuffer(desKey.toString('binary')));
    decipher.start();
    decipher.update(forge.util.createBuffer(decodeBase64(value).toString('binary')));
    if (!decipher.finish()) throw new Error('bad padding');
    return forge.util.decodeUtf8(decipher.output.getBytes());
  }
}
