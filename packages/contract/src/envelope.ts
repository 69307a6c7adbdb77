import { z } from 'zod';

/** Every JSON response: `{ code, message, data }`; code 200 is success. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

/** Server-sent event payloads of the streaming calls (`data: <json>` then a blank line). */
export const StreamEventSchema = z.object({
  code: z.number().int(),
  message: z.string().optional(),
  data: z
    .object({
      text: z.string(),
      done: z.boolean().optional(),
      offline: z.boolean().optional(),
    })
    .optional(),
});
export type StreamEvent = z.infer<typeof StreamEventSchema>;
