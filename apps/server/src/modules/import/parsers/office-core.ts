import type { SafeArchive } from '../archive.js';
import { parseXml, xmlChild, xmlText } from '../xml.js';

/** The title in an Office file's core properties (docProps/core.xml), if it has one. */
export async function coreTitle(archive: SafeArchive): Promise<string | undefined> {
  if (!archive.has('docProps/core.xml')) return undefined;
  const core = parseXml(await archive.text('docProps/core.xml'));
  return xmlText(xmlChild(xmlChild(core, 'cp:coreProperties'), 'dc:title')).trim() || undefined;
}
