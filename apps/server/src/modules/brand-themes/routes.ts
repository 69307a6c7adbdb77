import fastifyMultipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, brandThemesApi } from '@slidecraft/contract';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { authUserId } from '../../http/authenticate.js';
import { PART_HEADER_LIMITS, badPart, readParts, unexpectedPart } from '../../http/multipart.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { refuse } from '../import/limits.js';
import type { BrandThemeResolver } from './brand-theme-resolver.js';
import type { BrandThemeService } from './brand-theme-service.js';

export interface BrandThemeRoutesNeeds {
  brandThemes: BrandThemeService;
  /** Who may use a theme, and its spec and pictures for the editor. */
  brandResolver: Pick<BrandThemeResolver, 'forBrowser'>;
}

/** Longest text field of the form (a name of 40 characters, a uuid). */
const FIELD_MAX_BYTES = 1024;

/** The form of an upload: one `file` part, a `name` and an optional `teamId` (5000 otherwise). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badPart('multipart/form-data expected');
  let file: Buffer | undefined;
  const raw: Record<string, string> = {};
  await readParts(
    request,
    async (part) => {
      if (part.type === 'file' && part.fieldname === 'file' && !file) file = await part.toBuffer();
      else if (part.type === 'field' && !(part.fieldname in raw) && !part.valueTruncated)
        raw[part.fieldname] = String(part.value);
      else throw unexpectedPart(part);
    },
    () => refuse('tooLarge'),
  );
  const parsed = z.safeParse(brandThemesApi.createBrandTheme.multipart.fields, raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).filter(Boolean);
    throw badPart([...new Set(fields)].join(', ') || 'invalid form');
  }
  if (!file) throw badPart('file required');
  return { file, fields: parsed.data };
}

/** Brand themes (inside the authenticated scope). */
export async function brandThemeRoutes(app: ZodApp, needs: BrandThemeRoutesNeeds): Promise<void> {
  const { brandThemes } = needs;
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: IMPORT_MAX_BYTES,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: FIELD_MAX_BYTES,
      ...PART_HEADER_LIMITS,
    },
  });

  serve(app, brandThemesApi.createBrandTheme, async (_input, request) => {
    const { file, fields } = await readUpload(request);
    const caller = { userId: authUserId(request), log: request.log };
    return brandThemes.create(caller, fields, file);
  });

  serve(app, brandThemesApi.brandThemeSpec, async ({ params }, request) =>
    needs.brandResolver.forBrowser(params.themeId, authUserId(request)),
  );

  serve(app, brandThemesApi.listBrandThemes, async (_input, request) => ({
    items: await brandThemes.list(authUserId(request)),
  }));

  serve(app, brandThemesApi.deleteBrandTheme, async ({ params }, request) => {
    await brandThemes.remove({ userId: authUserId(request), log: request.log }, params.themeId);
    return null;
  });
}
