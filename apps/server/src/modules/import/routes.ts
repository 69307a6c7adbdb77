import {
  AppError,
  ErrorCode,
  ImportFormFieldsSchema,
  ImportResultSchema,
  MubuImportBodySchema,
  ParseFormFieldsSchema,
  ParseResultSchema,
  ValidateOutlineBodySchema,
  ValidateOutlineResultSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { importCaller, readForm, registerFormParsers } from './form.js';

/** The detail stays in the log: clients get the catalogue's localised 5000 message. */
const oneSource = () => new AppError(ErrorCode.PARAMS_ERROR, 'send either a file or a share link');

/** Outline imports (inside the authenticated scope). */
export async function importRoutes(app: ZodApp): Promise<void> {
  await registerFormParsers(app);
  const { imports, aiLimits } = app.ctx;

  app.post(
    '/api/ai/outline/import',
    {
      schema: {
        tags: ['ai'],
        summary:
          'A file (docx, pdf, pptx, md, txt, xmind, opml; 20 MB) or mubuShareLink to outline text. ' +
          '5403 unsupported file, 5405 empty, 5406 / 5407 (client falls back to chat import), ' +
          '5408 daily count, 5409 link refused, 5427 past the calls a minute or a day',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelopeSchema(ImportResultSchema) },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readForm(request, ImportFormFieldsSchema);
      const caller = importCaller(request, reply, authUserId(request));
      const link = fields.mubuShareLink;
      if ((file === undefined) === (link === undefined)) throw oneSource();
      // The model summarises the document's prose: counted (5427), no AI points.
      await aiLimits.calls.take(caller.userId, 'outline-import');
      const result = file
        ? await imports.importFile(caller, file)
        : await imports.importShareLink(caller, link!);
      return ok(result, requestLocale(request));
    },
  );

  app.post(
    '/api/ai/outline/parse',
    {
      schema: {
        tags: ['ai'],
        summary:
          'A file or a share link (url) to its text with headings marked, without the level ' +
          'rules: the input of the chat-import fallback',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelopeSchema(ParseResultSchema) },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readForm(request, ParseFormFieldsSchema);
      const caller = importCaller(request, reply, authUserId(request));
      if ((file === undefined) === (fields.url === undefined)) throw oneSource();
      const result = file
        ? await imports.parseFile(caller, file)
        : await imports.parseShareLink(caller, fields.url!);
      return ok(result, requestLocale(request));
    },
  );

  app.post(
    '/api/ai/outline/validate',
    {
      schema: {
        tags: ['ai'],
        summary: 'Check outline text (form field outline): 5405 empty, 5406 levels, 5407 order',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        response: { 200: envelopeSchema(ValidateOutlineResultSchema) },
      },
    },
    async (request) => {
      const { file, fields } = await readForm(request, ValidateOutlineBodySchema);
      if (file) throw new AppError(ErrorCode.PARAMS_ERROR, 'no file here', { expose: true });
      return ok(imports.validate(fields.outline), requestLocale(request));
    },
  );

  app.post(
    '/api/ai/outline/mubu/import',
    {
      schema: {
        tags: ['ai'],
        summary: 'A Mubu share link to outline text (5409 refused link, 5428 / 5429 not found)',
        body: MubuImportBodySchema,
        response: { 200: envelopeSchema(ImportResultSchema) },
      },
    },
    async (request, reply) => {
      const caller = importCaller(request, reply, authUserId(request));
      await aiLimits.calls.take(caller.userId, 'outline-import');
      const result = await imports.importShareLink(caller, request.body.shareLink);
      return ok(result, requestLocale(request));
    },
  );
}
