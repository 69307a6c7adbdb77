import * as z from 'zod/mini';

/** Every JSON response: `{ code, message, data }`; code 200 is success. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function envelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({ code: z.int(), message: z.string(), data });
}

/**
 * The response header of the AI streams (spec section 7): 'true' when the model answers, 'false'
 * when the offline composer does (no model configured), 'preset' for a suggested topic's stored
 * outline.
 */
export const USE_AI_HEADER = 'use-ai';

/** Server-sent event payloads of the streaming calls (`data: <json>` then a blank line). */
export const StreamEventSchema = z.object({
  code: z.int(),
  message: z.optional(z.string()),
  /**
   * Spec section 3's stream message fields, on every event of the AI streams: `id` names the
   * stream (the same on each of its events), `text` is this event's text (data.text, '' on the
   * last and error events), `text_` the whole answer on the last event (`done`) and what was sent
   * before a failure on an error event ('' on the others), `usedAI` whether the model answered
   * (false for the offline composer and stored outlines; the `use-ai` header says the same).
   */
  id: z.optional(z.string()),
  text: z.optional(z.string()),
  text_: z.optional(z.string()),
  usedAI: z.optional(z.boolean()),
  data: z.optional(
    z.object({
      text: z.string(),
      done: z.optional(z.boolean()),
      offline: z.optional(z.boolean()),
      /** The last event of POST /api/workspace/single-outline/load: the slides laid out anew. */
      slides: z.optional(z.array(z.unknown())),
      /** The last event of POST /api/ai/chat/outline/generate-ppt: the new deck's record. */
      recordId: z.optional(z.string()),
    }),
  ),
});
export type StreamEvent = z.infer<typeof StreamEventSchema>;
