import { AppError, ErrorCode, importApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import { importCaller, readForm, registerFormParsers } from './form.js';
import type { AiLimitsService } from '../ai/limits.js';
import type { OutlineImportService } from './import-service.js';

/** The detail stays in the log: clients get the catalogue's localised 5000 message. */
const oneSource = () => new AppError(ErrorCode.PARAMS_ERROR, 'send either a file or a share link');

export interface ImportRoutesNeeds {
  aiLimits: AiLimitsService;
  imports: OutlineImportService;
}

/** Outline imports (inside the authenticated scope). */
export async function importRoutes(app: ZodApp, needs: ImportRoutesNeeds): Promise<void> {
  await registerFormParsers(app);
  const { imports, aiLimits } = needs;

  serve(app, importApi.importOutline, async (_input, request, reply) => {
    const { multipart } = importApi.importOutline;
    const { file, fields } = await readForm(request, multipart.fields);
    const caller = importCaller(request, reply, authUserId(request));
    const link = fields.mubuShareLink;
    if ((file === undefined) === (link === undefined)) throw oneSource();
    // The model summarises the document's prose: counted (5427), no AI points.
    await aiLimits.calls.take(caller.userId, 'outline-import');
    return file ? imports.importFile(caller, file) : imports.importShareLink(caller, link!);
  });

  serve(app, importApi.parseDocument, async (_input, request, reply) => {
    const { multipart } = importApi.parseDocument;
    const { file, fields } = await readForm(request, multipart.fields);
    const caller = importCaller(request, reply, authUserId(request));
    if ((file === undefined) === (fields.url === undefined)) throw oneSource();
    return file ? imports.parseFile(caller, file) : imports.parseShareLink(caller, fields.url!);
  });

  serve(app, importApi.validateOutline, async (_input, request) => {
    const { multipart } = importApi.validateOutline;
    const { file, fields } = await readForm(request, multipart.fields);
    if (file) throw new AppError(ErrorCode.PARAMS_ERROR, 'no file here', { expose: true });
    return imports.validate(fields.outline);
  });

  serve(app, importApi.mubuImport, async ({ body }, request, reply) => {
    const caller = importCaller(request, reply, authUserId(request));
    await aiLimits.calls.take(caller.userId, 'outline-import');
    return imports.importShareLink(caller, body.shareLink);
  });
}
