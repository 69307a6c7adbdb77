import type { Db } from '../../db/client.js';
import {
  PartnerRepo,
  type NewPartner,
  type PartnerChanges,
  type PartnerRow,
} from './partner-repo.js';

export type { NewPartner, PartnerChanges, PartnerRow } from './partner-repo.js';

/** What an operator does with the partner sites (`npm run admin -- partners`). */
export class PartnerAdmin {
  private readonly repo: PartnerRepo;

  constructor(db: Db) {
    this.repo = new PartnerRepo(db);
  }

  find(id: string): Promise<PartnerRow | undefined> {
    return this.repo.find(id);
  }

  /** Every partner, by id. */
  list(): Promise<PartnerRow[]> {
    return this.repo.list();
  }

  /** False when a partner with that id exists. */
  add(partner: NewPartner): Promise<boolean> {
    return this.repo.insert(partner);
  }

  /** False when there is no such partner. */
  update(id: string, changes: PartnerChanges): Promise<boolean> {
    return this.repo.update(id, changes);
  }

  /** The local users made for a partner's users. */
  userIds(partnerId: string): Promise<string[]> {
    return this.repo.userIds(partnerId);
  }

  /** How many local users the partner's users have. */
  countUsers(partnerId: string): Promise<number> {
    return this.repo.countUsers(partnerId);
  }
}
