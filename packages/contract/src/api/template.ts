import { z } from 'zod';

/** GET /api/template-center/contents?start&size&tags */
export const TemplateContentsQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(30),
  /** Comma-separated tags; an item matches when it has any of them. */
  tags: z.string().max(200).optional(),
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
  total: z.number().int(),
});
export type TemplateContentsResult = z.infer<typeof TemplateContentsResultSchema>;

/** GET /api/template-center/thumbnail/{id} */
export const TemplateThumbnailParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
});
