import forge from 'node-forge';

/**
 * Encryption of the spec's *encrypt* calls (design §3). One interface, two wire formats:
 * - `aes` (default): AES-256-GCM body, key wrapped with RSA-OAEP (SHA-256).
 * - `tcg`: the real platform's format: DES-ECB/PKCS7 body with a 16-character key whose
 *   reversed string is RSA PKCS#1 v1.5 encrypted into the `Encryption` header.
 */
export interface RsaPublicKey {
  /** Modulus as hex. */
  modulus: string;
  /** Public exponent as hex ("10001"). */
  exponent: string;
}

export interface EncryptedPayload {
  body: { value: string };
  headers: Record<string, string>;
}

export interface PayloadCipher {
  readonly name: 'aes' | 'tcg';
  encrypt(payload: unknown, key: RsaPublicKey): EncryptedPayload;
}

function toForgeKey(key: RsaPublicKey): forge.pki.rsa.PublicKey {
  const n = new forge.jsbn.BigInteger(key.modulus, 16);
  const e = new forge.jsbn.BigInteger(key.exponent, 16);
  return forge.pki.rsa.setPublicKey(n, e);
}

export const aesCipher: PayloadCipher = {
  name: 'aes',
  encrypt(payload, key) {
    const aesKey = forge.random.getBytesSync(32);
    const iv = forge.random.getBytesSync(12);
    const cipher = forge.cipher.createCipher('AES-GCM', aesKey);
    cipher.start({ iv, tagLength: 128 });
    cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(JSON.stringify(payload))));
    cipher.finish();
    const sealed = iv + cipher.output.getBytes() + cipher.mode.tag.getBytes();
    const wrappedKey = toForgeKey(key).encrypt(aesKey, 'RSA-OAEP', {
      md: forge.md.sha256.create(),
      mgf1: { md: forge.md.sha256.create() },
    });
    return {
      body: { value: forge.util.encode64(sealed) },
      headers: { Encryption: forge.util.encode64(wrappedKey), 'Encryption-Type': 'aes' },
    };
  },
};

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomKeyString(length: number): string {
  const bytes = forge.random.getBytesSync(length);
  let out = '';
  for (let i = 0; i < length; i += 1) out += KEY_ALPHABET[bytes.charCodeAt(i) % KEY_ALPHABET.length];
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
    const wrappedKey = toForgeKey(key).encrypt(reversed, 'RSAES-PKCS1-V1_5');
    return {
      body: { value: forge.util.encode64(cipher.output.getBytes()) },
      headers: { Encryption: forge.util.bytesToHex(wrappedKey), 'Encryption-Type': 'tcg' },
    };
  },
};

export function cipherNamed(name: 'aes' | 'tcg'): PayloadCipher {
  return name === 'tcg' ? tcgCipher : aesCipher;
}
