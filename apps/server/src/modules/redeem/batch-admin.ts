import type { Db } from '../../db/client.js';
import { RedeemRepo, type BatchSummary, type NewBatch } from './redeem-repo.js';

export type { BatchSummary, NewBatch } from './redeem-repo.js';

/** What an operator does with batches of redeem codes (`npm run admin -- codes`). */
export class RedeemBatches {
  private readonly repo: RedeemRepo;

  constructor(db: Db) {
    this.repo = new RedeemRepo(db);
  }

  /** Makes a batch and its codes. */
  create(batch: NewBatch): Promise<{ batchId: string; codes: string[] }> {
    return this.repo.createBatch(batch);
  }

  /** Every batch. */
  list(): Promise<BatchSummary[]> {
    return this.repo.listBatches();
  }

  /** Withdraws a batch: its codes answer 5600 from now on. False for an unknown batch. */
  disable(id: string, now: Date): Promise<boolean> {
    return this.repo.disableBatch(id, now);
  }
}
