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

/** Server-sent event payloads of the streaming calls (`data: <json>` then a blank line). */
export const StreamEventSchema = z.object({
  code: z.int(),
  message: z.optional(z.string()),
  data: z.optional(
    z.object({
      text: z.string(),
      done: z.optional(z.boolean()),
      offline: z.optional(z.boolean()),
      /** The last event of POST /api/workspace/single-outline/load: the slides laid out anew. */
      slides: z.optional(z.array(z.unknown())),
    }),
  ),
});
export type StreamEvent = z.infer<typeof StreamEventSchema>;
