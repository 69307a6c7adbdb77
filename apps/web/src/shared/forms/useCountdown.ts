import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown measured against a deadline, so background tabs stay accurate. */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (deadline === 0) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setDeadline(0);
    };
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [deadline]);

  const start = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { left, running: left > 0, start };
}
