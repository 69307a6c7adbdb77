import JSZip from 'jszip';
import { brandKindOf, type BrandDecor } from '../brand/decor.js';
import { placeElement } from '../brand/scale.js';
import type { BrandThemeSpec } from '../brand/spec.js';
import type { DeckDocument } from '../model.js';
import {
  contentTypeOf,
  escapeRegExp,
  parseRelations,
  relativeTarget,
  relsName,
  resolveTarget,
  retarget,
} from './package-parts.js';
import { rewritePackage } from './package-rewrite.js';
import { escapeXml } from './xml.js';

/** A brand theme's template, for writing a deck on its own master (PptxOptions.brand). */
export interface PptxBrand {
  readonly spec: BrandThemeSpec;
  /** The template package as uploaded (the brand theme's stored bytes). */
  readonly templateBytes: Uint8Array;
}

/** Parts a master's closure never takes along: what belongs to the template's slides. */
const NOT_MASTER_PARTS = new Set(['slide', 'notesSlide', 'notesMaster', 'handoutMaster']);
const ENGINE_MASTER = /^ppt\/(slideMasters|slideLayouts)\//;
const SLIDE_RELS = /^ppt\/slides\/_rels\/slide(\d+)\.xml\.rels$/;

/**
 * The deck on the template's page: the master's shapes are placed for that page, and
 * PowerPoint does not scale a master to the presentation, so the slides are scaled instead
 * (a 16:9 template's slides are laid out on 960 x 540 and written at the template's size).
 */
export function onTemplatePage(deck: DeckDocument, decor: BrandDecor): DeckDocument {
  const { k } = decor.placement;
  if (k === 1) return deck;
  const placement = { k: 1 / k, dx: 0, dy: 0 };
  return {
    ...deck,
    page: { ...decor.spec.page },
    slides: deck.slides.map((slide) => ({
      ...slide,
      elements: slide.elements.map((element) => placeElement(element, placement)),
    })),
  };
}

/** The master part and everything its rels reach (layouts, theme, pictures), in the template. */
async function masterClosure(template: JSZip, master: string): Promise<string[]> {
  const found = new Set([master]);
  const queue = [master];
  for (let part = queue.shift(); part !== undefined; part = queue.shift()) {
    const rels = await template.file(relsName(part))?.async('string');
    for (const relation of parseRelations(rels ?? '')) {
      if (relation.external || NOT_MASTER_PARTS.has(relation.type)) continue;
      const target = resolveTarget(part, relation.target);
      if (found.has(target) || !template.file(target)) continue;
      found.add(target);
      queue.push(target);
    }
  }
  return [...found];
}

/** Names in the deck's package for the template's parts: as they were unless one is taken. */
function namesFor(parts: readonly string[], deck: JSZip): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of parts) {
    const taken = !ENGINE_MASTER.test(part) && deck.file(part) !== null;
    const slash = part.lastIndexOf('/');
    names.set(part, taken ? `${part.slice(0, slash)}/brand-${part.slice(slash + 1)}` : part);
  }
  return names;
}

async function copyParts(template: JSZip, deck: JSZip, names: Map<string, string>) {
  for (const [from, to] of names) {
    deck.file(to, await template.file(from)!.async('uint8array'));
    const rels = await template.file(relsName(from))?.async('string');
    if (rels !== undefined)
      deck.file(
        relsName(to),
        retarget(rels, to, (target) => names.get(target)),
      );
  }
}

function fixContentTypes(types: string, template: string, names: Map<string, string>): string {
  let fixed = types.replace(
    /<Override\b[^>]*PartName="\/ppt\/(slideMasters|slideLayouts)\/[^"]*"[^>]*\/>/g,
    '',
  );
  const added: string[] = [];
  for (const [from, to] of names) {
    const type = contentTypeOf(template, from);
    if (type && contentTypeOf(fixed, to) !== type)
      added.push(`<Override PartName="/${to}" ContentType="${type}"/>`);
  }
  fixed = fixed.replace('</Types>', `${added.join('')}</Types>`);
  return fixed;
}

/** The id the template's presentation gives its master (its layouts' ids follow it). */
async function masterIdOf(template: JSZip, master: string): Promise<string | undefined> {
  const rels = await template.file('ppt/_rels/presentation.xml.rels')?.async('string');
  const relation = parseRelations(rels ?? '').find(
    (item) => resolveTarget('ppt/presentation.xml', item.target) === master,
  );
  const presentation = await template.file('ppt/presentation.xml')?.async('string');
  if (!relation || !presentation) return undefined;
  const id = escapeRegExp(relation.id);
  return new RegExp(`<p:sldMasterId\\b[^>]*\\bid="(\\d+)"[^>]*r:id="${id}"`).exec(
    presentation,
  )?.[1];
}

/** Each slide's template layout: the one of its kind, else the master's first. */
async function slideLayouts(deck: DeckDocument, decor: BrandDecor, template: JSZip) {
  const rels = await template.file(relsName(decor.spec.master.part))?.async('string');
  const first = parseRelations(rels ?? '').find((item) => item.type === 'slideLayout');
  const fallback = first ? resolveTarget(decor.spec.master.part, first.target) : undefined;
  return deck.slides.map((slide) => decor.looks[brandKindOf(slide)].part ?? fallback);
}

/**
 * The slide's title box as its layout's title placeholder, so PowerPoint's outline view and
 * accessibility checker see it; its frame, text and look stay as written (they override the
 * layout's).
 */
export function asTitlePlaceholder(xml: string, slideId: string): string {
  const name = escapeRegExp(escapeXml(`${slideId}.title`));
  const shape = new RegExp(
    `(<p:cNvPr id="\\d+" name="${name}"[^>]*>(?:</p:cNvPr>)?)` +
      '<p:cNvSpPr txBox="1"/><p:nvPr(?:/>|>\\s*</p:nvPr>)',
  );
  const placeholder =
    '<p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="title"/></p:nvPr>';
  return xml.replace(shape, (_all, props: string) => `${props}${placeholder}`);
}

async function rewriteText(zip: JSZip, name: string, fix: (xml: string) => string) {
  const file = zip.file(name);
  if (file) zip.file(name, fix(await file.async('string')));
}

/**
 * The package pptxgenjs wrote, moved onto the template's own master: the template's master,
 * layouts and theme (with their rels and pictures) in place of the engine's, each slide on the
 * template layout of its kind, the presentation's master list and content types to match.
 * The slides carry no background or master shape of their own: the master draws them.
 */
export async function onBrandMaster(
  bytes: Uint8Array,
  deck: DeckDocument,
  decor: BrandDecor,
  templateBytes: Uint8Array,
): Promise<Buffer> {
  const [out, template] = await Promise.all([
    JSZip.loadAsync(bytes),
    JSZip.loadAsync(templateBytes),
  ]);
  const master = decor.spec.master.part;
  for (const name of Object.keys(out.files)) if (ENGINE_MASTER.test(name)) out.remove(name);
  const names = namesFor(await masterClosure(template, master), out);
  await copyParts(template, out, names);
  const templateTypes = (await template.file('[Content_Types].xml')?.async('string')) ?? '';
  await rewriteText(out, '[Content_Types].xml', (xml) =>
    fixContentTypes(xml, templateTypes, names),
  );

  const masterRels = await template.file(relsName(master))?.async('string');
  const themeRel = parseRelations(masterRels ?? '').find((item) => item.type === 'theme');
  const theme = themeRel && names.get(resolveTarget(master, themeRel.target));
  await rewriteText(out, 'ppt/_rels/presentation.xml.rels', (xml) =>
    retarget(xml, 'ppt/presentation.xml', (_target, type) =>
      type === 'slideMaster' ? names.get(master) : type === 'theme' ? theme : undefined,
    ),
  );
  const masterId = await masterIdOf(template, master);
  if (masterId)
    await rewriteText(out, 'ppt/presentation.xml', (xml) =>
      xml.replace(/(<p:sldMasterId\b[^>]*\bid=")\d+"/, `$1${masterId}"`),
    );

  const layouts = await slideLayouts(deck, decor, template);
  for (const name of Object.keys(out.files)) {
    const match = SLIDE_RELS.exec(name);
    const layout = match ? layouts[Number(match[1]) - 1] : undefined;
    const target = layout && names.get(layout);
    if (!target) continue;
    const slide = `ppt/slides/slide${match![1]}.xml`;
    const slideId = deck.slides[Number(match![1]) - 1]?.id;
    if (slideId) await rewriteText(out, slide, (xml) => asTitlePlaceholder(xml, slideId));
    await rewriteText(out, name, (xml) =>
      xml.replace(
        /(<Relationship\b[^>]*slideLayout"[^>]*\bTarget=")[^"]*"/,
        `$1${relativeTarget(slide, target)}"`,
      ),
    );
  }
  // Stored by JSZip, then zipped with its XML deflated by Node's zlib (JSZip's is JavaScript).
  return rewritePackage(await out.generateAsync({ type: 'uint8array', compression: 'STORE' }));
}
