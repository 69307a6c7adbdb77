/** What the moderation service says about a text. */
export interface ModerationVerdict {
  blocked: boolean;
  /** The service's risk labels, for the log (never shown to the user). */
  labels: string;
}

/** A content-moderation service (Aliyun Content Moderation 2.0); throws when it cannot answer. */
export interface ModerationProvider {
  readonly name: string;
  /** The longest text one call takes; longer texts are checked in pieces. */
  readonly maxChars: number;
  check(text: string): Promise<ModerationVerdict>;
}
