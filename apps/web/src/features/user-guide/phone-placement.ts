/** The part of an element's box the placement reads (a DOMRect will do). */
export interface VerticalSpan {
  top: number;
  bottom: number;
}

/** antd's gap between a step's control and the box its card is set against (6 px). */
export const CONTROL_GAP = 6;

/**
 * Where a step's card goes on a phone, where it is as wide as the screen: above the tour's
 * controls when the step's control is in their upper half, below them when it is in the lower
 * half, so that it covers none of them (the topic's card goes above the AI box, clear of its
 * options and send button). `gap` is how far the box the card is set against reaches above and
 * below the control (antd's gap, invisible without the mask): to the far edge of the controls.
 * antd's Tour turns the card to the other side when it does not fit on that one.
 */
export function phonePlacement(
  control: VerticalSpan,
  controls: readonly VerticalSpan[],
): { placement: 'top' | 'bottom'; gap: number } {
  const top = Math.min(control.top, ...controls.map((c) => c.top));
  const bottom = Math.max(control.bottom, ...controls.map((c) => c.bottom));
  return control.top + control.bottom < top + bottom
    ? { placement: 'top', gap: control.top - top + CONTROL_GAP }
    : { placement: 'bottom', gap: bottom - control.bottom + CONTROL_GAP };
}
