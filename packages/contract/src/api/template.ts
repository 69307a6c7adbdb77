import * as z from 'zod/mini';

/** GET /api/template-center/contents?start&size&tags */
export const TemplateContentsQuerySchema = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 30),
  /** Comma-separated tags; an item matches when it has any of them. */
  tags: z.optional(z.string().check(z.maxLength(200))),
});

export const TemplateItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  /** A 16:9 PNG rendered by the deck engine. */
  thumbnail: z.string(),
});
export type TemplateItem = z.infer<typeof TemplateItemSchema>;

export const TemplateContentsResultSchema = z.object({
  items: z.array(TemplateItemSchema),
  total: z.int(),
});
export type TemplateContentsResult = z.infer<typeof TemplateContentsResultSchema>;

/** GET /api/template-center/thumbnail/{id} */
export const TemplateThumbnailParamsSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
});
