import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import pptxgenModule from 'pptxgenjs';
import sharp from 'sharp';

// The types read as CommonJS put the class on `.default`; Node's ESM loader hands it directly.
type PresentationClass = typeof pptxgenModule.default;
const PptxGenJS: PresentationClass =
  (pptxgenModule as unknown as { default?: PresentationClass }).default ??
  (pptxgenModule as unknown as PresentationClass);

/** LibreOffice's "Vivid" template, converted: soffice --convert-to pptx Vivid.otp. */
export const vividTemplate = () =>
  readFile(new URL('./fixtures/brand-vivid.pptx', import.meta.url));

/** A logo: a small red PNG. */
const logo = async () =>
  `image/png;base64,${(
    await sharp({ create: { width: 60, height: 24, channels: 3, background: '#C8102E' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** The brand's palette and fonts, written into the theme part pptxgenjs leaves as Office's. */
async function withBrandTheme(bytes: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const name = 'ppt/theme/theme1.xml';
  const xml = (await zip.file(name)!.async('string'))
    .replace(/<a:accent1>.*?<\/a:accent1>/, '<a:accent1><a:srgbClr val="C8102E"/></a:accent1>')
    .replace(/<a:dk2>.*?<\/a:dk2>/, '<a:dk2><a:srgbClr val="002855"/></a:dk2>')
    .replace(
      /<a:majorFont><a:latin typeface="[^"]*"[^>]*\/><a:ea typeface=""\/>/,
      '<a:majorFont><a:latin typeface="Georgia"/><a:ea typeface="黑体"/>',
    )
    .replace(
      /<a:minorFont><a:latin typeface="[^"]*"[^>]*\/><a:ea typeface=""\/>/,
      '<a:minorFont><a:latin typeface="Verdana"/><a:ea typeface="宋体"/>',
    );
  zip.file(name, xml);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/**
 * A company template made with pptxgenjs: a master (written as a layout of its own) with a
 * grey background, a navy band, a logo at the top right and title and body placeholders, on a
 * theme of the brand's red and navy with Georgia / 黑体 headings and Verdana / 宋体 text.
 */
export async function brandTemplate(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.defineSlideMaster({
    title: 'BRAND',
    background: { color: 'F0F0F0' },
    objects: [
      { rect: { x: 0, y: 7.0, w: '100%', h: 0.5, fill: { color: '002855' } } },
      { image: { x: 11.5, y: 0.2, w: 1.5, h: 0.6, data: await logo() } },
      {
        placeholder: {
          options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 12, h: 1 },
          text: '',
        },
      },
      {
        placeholder: {
          options: { name: 'body', type: 'body', x: 0.5, y: 1.5, w: 12, h: 5 },
          text: '',
        },
      },
    ],
  });
  pptx.addSlide({ masterName: 'BRAND' }).addText('封面', { placeholder: 'title' });
  return withBrandTheme((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
}

/** The same template saved as a .potx: only the main part's content type differs. */
export async function asPotx(pptx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(pptx);
  const types = (await zip.file('[Content_Types].xml')!.async('string')).replace(
    'presentationml.presentation.main+xml',
    'presentationml.template.main+xml',
  );
  zip.file('[Content_Types].xml', types);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A deck with no master of its own design: pptxgenjs's empty master, a layout of nothing. */
export async function plainDeck(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.addSlide().addText('没有母版', { x: 1, y: 1, w: 5, h: 1 });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A package whose master and layouts are gone (a slide pointing at a missing layout). */
export async function masterless(pptx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(pptx);
  for (const name of Object.keys(zip.files))
    if (/^ppt\/(slideMasters|slideLayouts)\//.test(name)) zip.remove(name);
  return zip.generateAsync({ type: 'nodebuffer' });
}
