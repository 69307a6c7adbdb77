import { useEffect, useState } from 'react';

/** The time, updated every `every` ms (relative times on screen move on by themselves). */
export function useNow(every = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}
