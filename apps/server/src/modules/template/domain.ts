import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SlidePngs } from '@slidecraft/deck';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import type { FileLinkSigner } from '../files/file-links.js';
import { BUILT_IN_TEMPLATES, type TemplateSource } from './catalogue/index.js';
import { TemplateCatalogue, TemplateFileSchema } from './template-catalogue.js';
import { TemplateService } from './template-service.js';
import { TemplateUsesRepo } from './template-uses-repo.js';
import { ThemeGallery } from './theme-gallery.js';

/** A template file of TEMPLATE_DIR that cannot be read as one. */
export class TemplateFileError extends Error {
  override name = 'TemplateFileError';
}

/**
 * The operator's own templates: every .json file of `dir`, one template each, after the
 * built-in ones. A file that is not a valid template stops the start with its name and why.
 */
export async function readTemplateDir(dir: string): Promise<TemplateSource[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const sources: TemplateSource[] = [];
  for (const name of names) {
    const path = join(dir, name);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path, 'utf8'));
    } catch (err) {
      throw new TemplateFileError(`TEMPLATE_DIR: ${path} is not JSON (${(err as Error).message})`);
    }
    const parsed = TemplateFileSchema.safeParse(json);
    if (!parsed.success) {
      const why = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new TemplateFileError(`TEMPLATE_DIR: ${path} is not a template (${why})`);
    }
    sources.push(parsed.data);
  }
  return sources;
}

export interface TemplateDomainNeeds {
  /** TEMPLATE_DIR: the operator's own templates, if any. */
  templateDir: string | undefined;
  downloadsPerDay: number;
  db: Db;
  storage: FileStorage;
  /** Slide pictures and theme thumbnails are drawn on the worker-thread pool. */
  pngs: SlidePngs;
  fileLinks: FileLinkSigner;
  log: FastifyBaseLogger;
}

export interface TemplateDomain {
  /** The template centre: catalogue, search, pictures, downloads within the quota. */
  templates: TemplateService;
  /** The engine's themes for the theme picker. */
  themes: ThemeGallery;
}

/**
 * The template centre and the theme gallery. The decks of the catalogue are laid out in the
 * background from the centre's first use, a few at a time (TemplateService).
 */
export async function templateDomain(deps: TemplateDomainNeeds): Promise<TemplateDomain> {
  const extra = deps.templateDir ? await readTemplateDir(deps.templateDir) : [];
  const catalogue = new TemplateCatalogue([...BUILT_IN_TEMPLATES, ...extra]);
  return {
    templates: new TemplateService({
      catalogue,
      uses: new TemplateUsesRepo(deps.db),
      storage: deps.storage,
      pngs: deps.pngs,
      links: deps.fileLinks,
      downloadsPerDay: deps.downloadsPerDay,
      log: deps.log,
    }),
    themes: new ThemeGallery(deps.pngs),
  };
}
