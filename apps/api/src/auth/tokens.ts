import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque session token: 256 random bits, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** A six-digit code from a CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are hashed with a per-row salt (the row id) so equal codes never share a hash. */
export function hashCode(code: string, salt: string): Buffer {
  return createHash('sha256').update(`${salt}:${code}`).digest();
}

export function sameHash(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
