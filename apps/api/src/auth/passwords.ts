import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's baseline parameters (19 MiB, 2 passes).
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
// Spelled out although @node-rs/argon2 2.2.1's defaults are the same, so that a release with other defaults cannot
// weaken new hashes unnoticed (auth-boundaries.test.ts pins m=19456,t=2,p=1).
// Stryker disable next-line ObjectLiteral: equivalent, `{}` gives the package's defaults, which are these values.
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of a random password, verified against when the e-mail is unknown so timing does not reveal accounts. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Only the time the check takes matters here: the answer is false whatever the decoy is or the check says.
    // Stryker disable next-line StringLiteral: equivalent, any decoy text hashes and takes as long.
    decoy ??= hashPassword('decoy-password-never-matches-Aa1');
    // Stryker disable next-line ArrowFunction,BooleanLiteral: equivalent, this check's answer is never used.
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
