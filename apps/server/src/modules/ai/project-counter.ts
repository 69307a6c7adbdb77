/**
 * The number of decks (generation records) a user keeps, for the basic tier's project cap
 * (5412); a record removed from the history, or moved to the trash, no longer counts. The
 * records are the generation module's (RecordAccess.countActive gives this): the limits name
 * only what they ask of it, since generation depends on ai and never the other way.
 */
export interface ProjectCounter {
  countActive(userId: string): Promise<number>;
}
