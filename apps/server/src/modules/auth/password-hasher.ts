import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomToken } from '../../security/hash.js';

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane). `Algorithm` is a const
 * enum, which isolatedModules cannot inline: 2 is Argon2id.
 */
const OPTIONS: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes and checks passwords; unknown accounts are checked against a dummy hash. */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  /**
   * True when the password matches. A null hash (unknown account, or no password set) is
   * checked against a dummy hash of a random password, so that it costs the same time.
   */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash === null) {
      this.dummy ??= this.hash(randomToken());
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
