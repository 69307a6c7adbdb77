const pad = (n: number) => String(n).padStart(2, '0');

/** A unix-seconds time as YYYY-MM-DD in the browser's time zone (spec section 9). */
export function formatDate(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A unix-seconds time as YYYY-MM-DD HH:mm in the browser's time zone. */
export function formatDateTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${formatDate(unixSeconds)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
