import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export class UserRepo {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByPhone(phone: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone)).limit(1);
    return row;
  }

  /** Inserts a user for the phone, or returns the existing one when another request won the race. */
  async insertWithPhone(phone: string, name: string): Promise<{ user: UserRow; created: boolean }> {
    const [row] = await this.db
      .insert(users)
      .values({ phone, name })
      .onConflictDoNothing({ target: users.phone })
      .returning();
    if (row) return { user: row, created: true };
    const existing = await this.findByPhone(phone);
    if (!existing) throw new Error('user vanished after a phone conflict');
    return { user: existing, created: false };
  }
}
