/**
 * The storage's crypto (crypto-js): AES under an HMAC seal, and the hashed item names of drafts.
 * A chunk of its own with the signed client (`signed-client`), not in the page's first script: a
 * visitor with nothing stored never loads it, and a stored session loads it beside the shell's
 * start (see `prepareSession`). Only ./index imports it, by `loadSealer`.
 */
import CryptoJS from 'crypto-js/core';
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import SHA256 from 'crypto-js/sha256';

export interface Sealer {
  /** `v1.<iv>.<cipher>.<mac>`: the item name is under the MAC, so a value copied into another item does not verify. */
  seal(secret: string, name: string, plain: string): string;
  /** The plain text, or undefined for anything corrupt, tampered with or sealed under another key or name. */
  unseal(secret: string, name: string, sealed: string): string | undefined;
  /** A new 256-bit secret key, as 64 hex digits. */
  newSecret(): string;
  /** 32 hex digits of SHA-256: a draft's item name carries no mobile number. */
  hashName(id: string): string;
}

const FORMAT = 'v1';

export const sealer: Sealer = {
  seal(secret, name, plain) {
    const iv = CryptoJS.lib.WordArray.random(16);
    const cipher = AES.encrypt(CryptoJS.enc.Utf8.parse(plain), SHA256(`${secret}|enc`), { iv }).ciphertext.toString(Base64);
    const body = `${FORMAT}.${iv.toString(CryptoJS.enc.Hex)}.${cipher}`;
    return `${body}.${HmacSHA256(`${name}.${body}`, `${secret}|mac`).toString(CryptoJS.enc.Hex)}`;
  },
  unseal(secret, name, sealed) {
    const [format, ivHex, cipher, mac, ...rest] = sealed.split('.');
    if (format !== FORMAT || rest.length > 0 || !ivHex || !cipher || !mac) return undefined;
    if (HmacSHA256(`${name}.${format}.${ivHex}.${cipher}`, `${secret}|mac`).toString(CryptoJS.enc.Hex) !== mac) return undefined;
    try {
      const ciphertext = Base64.parse(cipher);
      const plain = AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), SHA256(`${secret}|enc`), { iv: CryptoJS.enc.Hex.parse(ivHex) });
      return CryptoJS.enc.Utf8.stringify(plain);
    } catch {
      // Wrong key or garbage gives bad padding or invalid UTF-8, which crypto-js reports by throwing.
      return undefined;
    }
  },
  newSecret: () => CryptoJS.lib.WordArray.random(32).toString(CryptoJS.enc.Hex),
  hashName: (id) => SHA256(id).toString(CryptoJS.enc.Hex).slice(0, 32),
};
