import type { Db } from '../../db/client.js';
import type { EmailProvider } from '../../providers/email/index.js';
import type { KeyValueStore } from '../../providers/kv/index.js';
import { EmailService } from './email-service.js';
import { UserRepo } from './user-repo.js';
import { UserService } from './user-service.js';

export interface UserDomainNeeds {
  db: Db;
  kv: KeyValueStore;
  secret: string;
  /** null: email is off (production without SMTP). */
  email: EmailProvider | null;
  /** Told after every write to a user row (the session caches). */
  userChanged: (userId: string) => Promise<void>;
}

export interface UserDomain {
  /** Accounts, profiles, membership and pack points (the one owner of `users`). */
  users: UserService;
  /** The account's email: codes by mail (SMTP, or the dev outbox), then set. */
  emails: EmailService;
}

export function userDomain(needs: UserDomainNeeds): UserDomain {
  const users = new UserService(new UserRepo(needs.db, needs.userChanged));
  return { users, emails: new EmailService(needs.kv, needs.email, users, needs.secret) };
}
