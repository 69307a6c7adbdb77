import { PREVIEW_POLL_MS, PROGRESS_STEP } from '@slidecraft/contract';
import { useEffect, useState } from 'react';

/** Progress appears only when the work takes longer than this (no flash for quick uploads). */
export const PROGRESS_DELAY_MS = 1000;
const PROGRESS_CAP = 0.95;

/**
 * For work that reports no progress of its own (an upload read on the server: imports, company
 * templates): while `running`, after one second, a value that rises steadily (as the preview
 * progress does) and stops short of done.
 */
export function useSteadyProgress(running: boolean): { visible: boolean; percent: number } {
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running) return;
    const show = window.setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    const rise = window.setInterval(
      () => setValue((v) => Math.min(PROGRESS_CAP, v + PROGRESS_STEP)),
      PREVIEW_POLL_MS,
    );
    return () => {
      window.clearTimeout(show);
      window.clearInterval(rise);
      setVisible(false);
      setValue(0);
    };
  }, [running]);
  return { visible, percent: Math.round(value * 100) };
}
