import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import pptxgenModule from 'pptxgenjs';
import { renderFont } from '@slidecraft/deck';

/**
 * Real files of every import type, made here by the tests themselves (nothing binary is
 * committed): Word and XMind written by hand with jszip, PowerPoint with pptxgenjs, PDF with
 * pdfkit in the bundled CJK font so that the Chinese text extracts again.
 */

const W_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A paragraph of a Word document: a style id (or none) and its text. */
export type WordParagraph = [style: string | null, text: string];

/**
 * A minimal WordprocessingML package: heading styles named as English Word names them
 * ("heading 1"), and one as WPS names it ("标题 3"), so both spellings are read.
 */
export async function buildDocx(
  paragraphs: WordParagraph[],
  options: { title?: string; extraDocumentXml?: string } = {},
): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
      '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
      '</Relationships>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '</Relationships>',
  );
  const style = (id: string, name: string) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`;
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W_NS}>` +
      style('Title', 'Title') +
      style('Heading1', 'heading 1') +
      style('Heading2', 'heading 2') +
      style('3', '标题 3') +
      style('Heading4', 'heading 4') +
      style('Heading5', 'heading 5') +
      '</w:styles>',
  );
  const body = paragraphs
    .map(([styleId, text]) => {
      const props = styleId ? `<w:pPr><w:pStyle w:val="${styleId}"/></w:pPr>` : '';
      return `<w:p>${props}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
    })
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?>${options.extraDocumentXml ?? ''}<w:document ${W_NS}><w:body>${body}</w:body></w:document>`,
  );
  zip.file(
    'docProps/core.xml',
    '<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties ' +
      'xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
      'xmlns:dc="http://purl.org/dc/elements/1.1/">' +
      `<dc:title>${escapeXml(options.title ?? '')}</dc:title></cp:coreProperties>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

type PresentationClass = typeof pptxgenModule.default;
const PptxGen: PresentationClass =
  (pptxgenModule as unknown as { default?: PresentationClass }).default ??
  (pptxgenModule as unknown as PresentationClass);

/** One slide: a title placeholder and body lines (none for a section divider). */
export interface SlideSpec {
  title: string;
  body?: string[];
  subtitle?: string;
}

/** A deck written by pptxgenjs with a master whose title and body are real placeholders. */
export async function buildPptx(slides: SlideSpec[]): Promise<Buffer> {
  const pptx = new PptxGen();
  pptx.defineSlideMaster({
    title: 'IMPORT_TEST',
    objects: [
      {
        placeholder: {
          options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 9, h: 1 },
          text: '',
        },
      },
      {
        placeholder: {
          options: { name: 'body', type: 'body', x: 0.5, y: 1.5, w: 9, h: 3.5 },
          text: '',
        },
      },
    ],
  });
  for (const spec of slides) {
    const slide = pptx.addSlide({ masterName: 'IMPORT_TEST' });
    slide.addText(spec.title, { placeholder: 'title' });
    if (spec.body?.length)
      slide.addText(
        spec.body.map((text) => ({ text, options: { breakLine: true } })),
        { placeholder: 'body' },
      );
    if (spec.subtitle) slide.addText(spec.subtitle, { x: 0.5, y: 5, w: 9, h: 0.5 });
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A PDF line: the font size decides heading levels; `page` starts a new page first. */
export interface PdfLine {
  size: number;
  text: string;
  page?: boolean;
}

/** A PDF written by pdfkit in the engine's bundled Noto Sans SC (Chinese text extracts again). */
export async function buildPdf(
  lines: PdfLine[],
  options: { pages?: number } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({ info: { Title: 'report.docx' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('cjk', renderFont('sans').regular);
  doc.font('cjk');
  for (const line of lines) {
    if (line.page) doc.addPage();
    doc.fontSize(line.size).text(line.text);
  }
  for (let i = 1; i < (options.pages ?? 1); i++)
    doc
      .addPage()
      .fontSize(12)
      .text(`page ${i + 1}`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** An XMind topic of content.json. */
export interface Topic {
  title: string;
  children?: Topic[];
  note?: string;
}

const zenTopic = (topic: Topic): object => ({
  id: Math.random().toString(36).slice(2),
  title: topic.title,
  ...(topic.note ? { notes: { plain: { content: topic.note } } } : {}),
  ...(topic.children ? { children: { attached: topic.children.map(zenTopic) } } : {}),
});

/** An XMind Zen file: content.json with one sheet, plus metadata.json and manifest.json. */
export async function buildXmind(root: Topic): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    'content.json',
    JSON.stringify([{ id: 'sheet', title: 'Sheet 1', rootTopic: zenTopic(root) }]),
  );
  zip.file('metadata.json', JSON.stringify({ creator: { name: 'test' } }));
  zip.file('manifest.json', JSON.stringify({ 'file-entries': { 'content.json': {} } }));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** An OPML document of nested outlines. */
export function buildOpml(title: string, roots: Topic[]): string {
  const outline = (topic: Topic): string =>
    `<outline text="${escapeXml(topic.title)}"${topic.note ? ` _note="${escapeXml(topic.note)}"` : ''}>` +
    (topic.children ?? []).map(outline).join('') +
    '</outline>';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0"><head>' +
    `<title>${escapeXml(title)}</title></head><body>${roots.map(outline).join('')}</body></opml>`
  );
}

/** A zip with arbitrary entries (unknown archives, bombs). */
export async function buildZip(
  entries: Record<string, string | Buffer>,
  compression: 'STORE' | 'DEFLATE' = 'DEFLATE',
): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression });
}

/** A real 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body for app.inject: files and fields in order. */
export function multipart(
  parts: (
    { name: string; value: string } | { name: string; filename: string; content: Buffer | string }
  )[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----slidecraft${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push(Buffer.from('filename' in part ? part.content : part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
