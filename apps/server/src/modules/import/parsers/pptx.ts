import { posix } from 'node:path';
import { IMPORT_MAX_PAGES } from '@slidecraft/contract';
import type { SafeArchive } from '../archive.js';
import { cleanLine, pushBlock, type DocBlock, type ImportedDocument } from '../document.js';
import { refuse, unsupported, type ExtractionBudget } from '../limits.js';
import { capText } from '../sentences.js';
import { parseXml, xmlAttr, xmlChild, xmlChildren, xmlText, type XmlNode } from '../xml.js';
import { coreTitle } from './office-core.js';

interface SlideText {
  title: string;
  subtitle: string;
  body: string[];
}

/** Placeholders that repeat on every slide and say nothing about its content. */
const CHROME = new Set(['dt', 'ftr', 'sldNum', 'hdr']);
const TITLES = new Set(['title', 'ctrTitle']);
/** Longest first line that may stand in for a missing title placeholder. */
const STAND_IN_TITLE_CHARS = 40;

function paragraphs(txBody: XmlNode | undefined): string[] {
  return xmlChildren(txBody, 'a:p')
    .map((p) =>
      [...xmlChildren(p, 'a:r'), ...xmlChildren(p, 'a:fld')]
        .map((run) => xmlText(xmlChild(run, 'a:t')))
        .join(''),
    )
    .map(cleanLine)
    .filter(Boolean);
}

/** Text of one slide: title and subtitle placeholders, then every other text (groups and tables too). */
function slideText(slide: XmlNode): SlideText {
  const out: SlideText = { title: '', subtitle: '', body: [] };
  const tree = xmlChild(xmlChild(xmlChild(slide, 'p:sld'), 'p:cSld'), 'p:spTree');
  const stack: XmlNode[] = tree ? [tree] : [];
  while (stack.length > 0) {
    const group = stack.pop()!;
    for (const shape of xmlChildren(group, 'p:sp')) {
      const placeholder = xmlChild(xmlChild(xmlChild(shape, 'p:nvSpPr'), 'p:nvPr'), 'p:ph');
      const type = placeholder ? (xmlAttr(placeholder, 'type') ?? 'body') : 'none';
      if (CHROME.has(type)) continue;
      const lines = paragraphs(xmlChild(shape, 'p:txBody'));
      if (TITLES.has(type)) out.title = [out.title, ...lines].filter(Boolean).join(' ');
      else if (type === 'subTitle')
        out.subtitle = [out.subtitle, ...lines].filter(Boolean).join(' ');
      else out.body.push(...lines);
    }
    for (const frame of xmlChildren(group, 'p:graphicFrame')) {
      const table = xmlChild(xmlChild(xmlChild(frame, 'a:graphic'), 'a:graphicData'), 'a:tbl');
      for (const row of xmlChildren(table, 'a:tr')) {
        const cells = xmlChildren(row, 'a:tc').map((cell) =>
          paragraphs(xmlChild(cell, 'a:txBody')).join(' '),
        );
        const line = cells.filter(Boolean).join(' / ');
        if (line) out.body.push(line);
      }
    }
    stack.push(...xmlChildren(group, 'p:grpSp'));
  }
  // Designed decks often put the title in a plain text box: a short first line stands in.
  if (!out.title && out.body[0] && Array.from(out.body[0]).length <= STAND_IN_TITLE_CHARS)
    out.title = out.body.shift()!;
  else if (!out.title && out.body[0]) out.title = capText(out.body[0], STAND_IN_TITLE_CHARS);
  return out;
}

/** Slide part names in presentation order (p:sldIdLst through the presentation's relationships). */
async function slidePaths(archive: SafeArchive): Promise<string[]> {
  const presentation = parseXml(await archive.text('ppt/presentation.xml'));
  const ids = xmlChildren(
    xmlChild(xmlChild(presentation, 'p:presentation'), 'p:sldIdLst'),
    'p:sldId',
  );
  if (ids.length > IMPORT_MAX_PAGES) throw refuse('tooManyPages');
  const relsPath = 'ppt/_rels/presentation.xml.rels';
  if (!archive.has(relsPath)) throw unsupported('pptx without relationships');
  const rels = xmlChildren(
    xmlChild(parseXml(await archive.text(relsPath)), 'Relationships'),
    'Relationship',
  );
  const targets = new Map(rels.map((rel) => [xmlAttr(rel, 'Id'), xmlAttr(rel, 'Target') ?? '']));
  return ids
    .map((id) => targets.get(xmlAttr(id, 'r:id')))
    .filter((target): target is string => Boolean(target))
    .map((target) => (target.startsWith('/') ? target.slice(1) : posix.join('ppt', target)))
    .filter((path) => archive.has(path));
}

/**
 * PowerPoint: the first slide's title is the deck title (its subtitle the subtitle); a slide
 * with a title and no other text is a chapter divider when content follows it (a closing
 * "thank you" slide is left out); every other slide is a section whose text lines are points.
 * Without dividers the slides become the chapters (the builder ranks the levels).
 */
export async function parsePptx(
  archive: SafeArchive,
  budget: ExtractionBudget,
): Promise<ImportedDocument> {
  const slides: SlideText[] = [];
  for (const path of await slidePaths(archive)) {
    budget.tick();
    const slide = slideText(parseXml(await archive.text(path)));
    budget.text(`${slide.title}${slide.subtitle}${slide.body.join('')}`);
    if (slide.title || slide.body.length > 0) slides.push(slide);
  }

  const blocks: DocBlock[] = [];
  slides.forEach((slide, index) => {
    if (index === 0) {
      pushBlock(blocks, { kind: 'heading', level: 1, text: slide.title });
      for (const text of [slide.subtitle, ...slide.body])
        pushBlock(blocks, { kind: 'paragraph', text });
      return;
    }
    const divider = slide.body.length === 0;
    if (divider && !slides.slice(index + 1).some((next) => next.body.length > 0)) return;
    pushBlock(blocks, { kind: 'heading', level: divider ? 2 : 3, text: slide.title });
    if (slide.subtitle) pushBlock(blocks, { kind: 'item', text: slide.subtitle });
    for (const text of slide.body) pushBlock(blocks, { kind: 'item', text });
  });
  const title = await coreTitle(archive);
  return { ...(title ? { title } : {}), blocks };
}
