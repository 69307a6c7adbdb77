// Makes a written package byte-for-byte reproducible: pptxgenjs and LibreOffice stamp the
// current time into docProps/core.xml and into every zip entry (the chart workbooks inside
// too), and LibreOffice gives every text field and chart axis a random id. Entries keep their order;
// everything is deflated, as PowerPoint does.
import JSZip from 'jszip';

const FIXED = new Date('2025-01-01T00:00:00Z');
const STAMP = '2025-01-01T00:00:00Z';
const ZIPS = /\.(xlsx|docx|pptx)$/;

function fixedCoreXml(xml) {
  return xml
    .replace(/(<dcterms:created[^>]*>)[^<]*(<\/dcterms:created>)/, `$1${STAMP}$2`)
    .replace(/(<dcterms:modified[^>]*>)[^<]*(<\/dcterms:modified>)/, `$1${STAMP}$2`);
}

/** Field ids numbered in document order instead of LibreOffice's random ones. */
function numberedFieldIds(xml) {
  let n = 0;
  return xml.replace(/(<a:fld id=")\{[0-9A-Fa-f-]{36}\}/g, (_, start) => {
    n += 1;
    return `${start}{00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}}`;
  });
}

/** Chart axis ids numbered in order of first use (an axis names the axis it crosses by id). */
function numberedAxisIds(xml) {
  const ids = new Map();
  return xml.replace(/(<c:(?:axId|crossAx) val=")(\d+)"/g, (_, start, id) => {
    if (!ids.has(id)) ids.set(id, 100000 + ids.size + 1);
    return `${start}${ids.get(id)}"`;
  });
}

/** `randomIds`: renumber text field and chart axis ids (LibreOffice's change on every save). */
export async function reproducible(bytes, { randomIds = false } = {}) {
  const source = await JSZip.loadAsync(bytes);
  const out = new JSZip();
  for (const entry of Object.values(source.files)) {
    if (entry.dir) continue;
    let content = await entry.async('nodebuffer');
    if (entry.name === 'docProps/core.xml')
      content = Buffer.from(fixedCoreXml(content.toString('utf8')));
    else if (ZIPS.test(entry.name)) content = await reproducible(content);
    else if (randomIds && entry.name.endsWith('.xml'))
      content = Buffer.from(numberedAxisIds(numberedFieldIds(content.toString('utf8'))));
    out.file(entry.name, content, { date: FIXED, createFolders: false });
  }
  return out.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}
