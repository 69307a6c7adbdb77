import { describe, expect, it } from 'vitest';
import { CONTROL_GAP, phonePlacement } from './phone-placement';

// The home AI box on a 412 px phone: the topic above a bar of two rows, send beside them.
const topic = { top: 214, bottom: 288 };
const deepThinking = { top: 306, bottom: 338 };
const pageLimit = { top: 306, bottom: 338 };
const send = { top: 322, bottom: 362 };
const controls = [topic, deepThinking, pageLimit, send];

describe('where a step’s card goes on a phone', () => {
  it('the topic’s above the box: the options and send button stay free', () => {
    expect(phonePlacement(topic, controls)).toEqual({ placement: 'top', gap: CONTROL_GAP });
  });

  it('a control of the bar’s below the box, past its lowest control', () => {
    expect(phonePlacement(deepThinking, controls)).toEqual({
      placement: 'bottom',
      gap: send.bottom - deepThinking.bottom + CONTROL_GAP,
    });
    expect(phonePlacement(send, controls)).toEqual({ placement: 'bottom', gap: CONTROL_GAP });
  });

  it('a tour of one control puts it below, as antd does', () => {
    expect(phonePlacement(topic, [topic]).placement).toBe('bottom');
  });
});
