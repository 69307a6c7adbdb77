import { useEffect, useState } from 'react';

/** Seconds as hh:mm:ss (hours keep counting past 99: a 30-day coupon reads 720:00:00). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** When a countdown answered at `answeredAt` (ms) with `remainingSeconds` left ends (ms). */
export function deadlineOf(answeredAt: number, remainingSeconds: number): number {
  return answeredAt + remainingSeconds * 1000;
}

/**
 * The whole seconds left until `deadline` (ms since the epoch), counted on the device's clock
 * once a second; 0 from the deadline on. The deadline is anchored to when the server's answer
 * came, so the count needs no further call.
 */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    if (Date.now() >= deadline) return;
    const id = window.setInterval(() => {
      tick();
      if (Date.now() >= deadline) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
