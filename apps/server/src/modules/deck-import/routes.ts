import fastifyMultipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, deckImportApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { PART_HEADER_LIMITS, badPart, readParts, unexpectedPart } from '../../http/multipart.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { refuse } from '../import/limits.js';
import type { DeckImportService } from './deck-import-service.js';

export interface DeckImportRoutesNeeds {
  deckImports: DeckImportService;
}

/** Bringing one's own deck (inside the authenticated scope): one `file` part, nothing else. */
export async function deckImportRoutes(app: ZodApp, needs: DeckImportRoutesNeeds): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, ...PART_HEADER_LIMITS },
  });

  serve(app, deckImportApi.importDeck, async (_input, request) => {
    if (!request.isMultipart()) throw badPart('multipart/form-data expected');
    let file: { bytes: Buffer; name: string } | undefined;
    await readParts(
      request,
      async (part) => {
        if (part.type === 'file' && part.fieldname === 'file' && !file) {
          file = { bytes: await part.toBuffer(), name: part.filename };
        } else throw unexpectedPart(part);
      },
      () => refuse('tooLarge'),
    );
    if (!file) throw badPart('file required');
    return needs.deckImports.importDeck(
      {
        userId: authUserId(request),
        locale: requestLocale(request),
        log: request.log,
        fileName: file.name,
      },
      file.bytes,
    );
  });
}
