import * as z from 'zod/mini';

/**
 * The user guide (spec section 7: GET /api/user-guide/template, POST /api/user-guide/status):
 * the steps of the first-visit tour in the caller's language, and per signed-in user whether
 * the tour was seen (finished or skipped) and which steps were done. A guide is shown again
 * only when its version goes up.
 */

const USER_GUIDE_KEYS = ['home'] as const;
export type UserGuideKey = (typeof USER_GUIDE_KEYS)[number];

/** GET /api/user-guide/template?guide (default home) */
export const UserGuideTemplateQuerySchema = z.object({
  guide: z._default(z.enum(USER_GUIDE_KEYS), 'home'),
});

const UserGuideStepSchema = z.object({
  /** Stable step key ('topic', 'deep-thinking', ...). */
  key: z.string(),
  /** The data-testid of the element the step points at. */
  target: z.string(),
  title: z.string(),
  description: z.string(),
});
export type UserGuideStep = z.infer<typeof UserGuideStepSchema>;

export const UserGuideStatusSchema = z.object({
  /** True when the user finished or skipped this version of the guide. */
  seen: z.boolean(),
  /** Keys of the steps the user went through. */
  doneSteps: z.array(z.string()),
});
export type UserGuideStatus = z.infer<typeof UserGuideStatusSchema>;

export const UserGuideTemplateSchema = z.object({
  guide: z.enum(USER_GUIDE_KEYS),
  version: z.int(),
  steps: z.array(UserGuideStepSchema),
  /** The caller's progress; null for a signed-out caller (no token). */
  status: z.nullable(UserGuideStatusSchema),
});
export type UserGuideTemplate = z.infer<typeof UserGuideTemplateSchema>;

/** POST /api/user-guide/status: mark the guide seen, and/or a step done (an unknown step is 5000). */
export const UserGuideStatusBodySchema = z
  .object({
    guide: z._default(z.enum(USER_GUIDE_KEYS), 'home'),
    seen: z.optional(z.boolean()),
    step: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'a step key'))),
  })
  .check(
    z.refine((body) => body.seen !== undefined || body.step !== undefined, {
      message: 'seen or step',
    }),
  );
