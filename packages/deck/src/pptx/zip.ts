import { unzipSync, zipSync, type Zippable } from 'fflate';

/**
 * The package a writer hands out: every XML part deflated, pictures and the charts' workbooks
 * stored as they are (compressed already: deflating them costs time and saves nothing). fflate
 * deflates a 30-slide deck's half megabyte of XML to a fifth in a few tens of milliseconds,
 * several times faster than JSZip's pako, which is why parts used to be stored and a deck
 * weighed half again its size. Sizes go in the local headers (no data descriptors), as
 * PowerPoint writes them.
 */

/** Parts already compressed: pictures and embedded workbooks. */
const PRECOMPRESSED = /^ppt\/(media|embeddings)\//;
/** zlib's default level: 9 costs about twice the time for a few per cent. */
const LEVEL = 6;

/** The parts of a package by name, in the order they are stored. */
export type PackageParts = Record<string, Uint8Array>;

/** Reads a package's parts (folder entries too, as empty parts named with a slash). */
export function unzipParts(bytes: Uint8Array): PackageParts {
  return unzipSync(bytes);
}

/**
 * Zips parts in their order (`[Content_Types].xml` stays first when it was): XML deflated,
 * pictures and workbooks stored.
 */
export function zipParts(parts: PackageParts): Buffer {
  const entries: Zippable = {};
  for (const [name, data] of Object.entries(parts))
    entries[name] = [data, { level: PRECOMPRESSED.test(name) ? 0 : LEVEL }];
  const bytes = zipSync(entries);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
