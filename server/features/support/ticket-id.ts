import { randomBytes } from "node:crypto";

/** Crockford's base32: no I, L, O or U, so a reference read out over the phone is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "MF-" and 8 characters from 40 random bits: unguessable enough, short enough to quote. */
export function newTicketId(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = "";
  for (let i = 0; i < 8; i++) {
    out = ALPHABET[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return `MF-${out}`;
}
