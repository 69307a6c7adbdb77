import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exportsTable, records } from '../../db/schema.js';

export type RecordRow = typeof records.$inferSelect;
export type ExportRow = typeof exportsTable.$inferSelect;
export type ExportStatus = 'pending' | 'running' | 'finish' | 'error';

export class RecordRepo {
  constructor(private readonly db: Db) {}

  async insertRecord(values: typeof records.$inferInsert): Promise<RecordRow> {
    const [row] = await this.db.insert(records).values(values).returning();
    return row!;
  }

  async findOwnedRecord(userId: string, recordId: string): Promise<RecordRow | undefined> {
    const [row] = await this.db
      .select()
      .from(records)
      .where(and(eq(records.id, recordId), eq(records.userId, userId)))
      .limit(1);
    return row;
  }

  async findRecord(recordId: string): Promise<RecordRow | undefined> {
    const [row] = await this.db.select().from(records).where(eq(records.id, recordId)).limit(1);
    return row;
  }

  async latestExport(recordId: string, format: string): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(exportsTable)
      .where(and(eq(exportsTable.recordId, recordId), eq(exportsTable.format, format)))
      .orderBy(desc(exportsTable.createdAt))
      .limit(1);
    return row;
  }

  async insertExport(values: typeof exportsTable.$inferInsert): Promise<ExportRow> {
    const [row] = await this.db.insert(exportsTable).values(values).returning();
    return row!;
  }

  async findExport(id: string): Promise<ExportRow | undefined> {
    const [row] = await this.db.select().from(exportsTable).where(eq(exportsTable.id, id)).limit(1);
    return row;
  }

  async updateExport(id: string, values: Partial<typeof exportsTable.$inferInsert>): Promise<void> {
    await this.db
      .update(exportsTable)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(exportsTable.id, id));
  }

  async unfinishedExports(): Promise<ExportRow[]> {
    return this.db
      .select()
      .from(exportsTable)
      .where(inArray(exportsTable.status, ['pending', 'running']));
  }
}
