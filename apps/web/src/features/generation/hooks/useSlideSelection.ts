import { useState, type KeyboardEvent } from 'react';

/** The selected slide among `count` (clamped as slides come and go), with arrow-key moves. */
export function useSlideSelection(count: number) {
  const [picked, setPicked] = useState(0);
  // The slides start over (theme changed): so does the selection.
  if (count === 0 && picked !== 0) setPicked(0);
  const selected = count === 0 ? 0 : Math.min(picked, count - 1);
  const select = (index: number) => setPicked(Math.max(0, Math.min(index, count - 1)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    if (event.key === 'ArrowLeft') select(selected - 1);
    else if (event.key === 'ArrowRight') select(selected + 1);
    else return;
    event.preventDefault();
  };
  return { selected, select, onKeyDown };
}
