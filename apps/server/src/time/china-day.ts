/** The product's users count days in China Standard Time (UTC+8, no daylight saving). */
const UTC_OFFSET_MS = 8 * 3600 * 1000;

/** The calendar day (UTC+8) of a moment, as YYYY-MM-DD (daily quotas and counts). */
export function chinaDay(ms: number): string {
  return new Date(ms + UTC_OFFSET_MS).toISOString().slice(0, 10);
}
