import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  UI_LABELS_FILE,
  expectedUiLabels,
  staleMessage,
} from '../../../../../scripts/ui-labels.js';

describe('ui-labels.ts, the generated table of the web texts', () => {
  it('is what scripts/ui-labels.ts writes from the web texts now', async () => {
    // Fails when a web text changed and the file was not written again; the message says how.
    expect(readFileSync(UI_LABELS_FILE, 'utf8'), staleMessage()).toBe(await expectedUiLabels());
  });
});
