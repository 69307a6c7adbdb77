import JSZip from 'jszip';
import { IMPORT_LIMITS, refuse, unsupported } from './limits.js';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const ZIP64_MARK = 0xffffffff;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

interface CentralDirectory {
  entries: number;
  declaredInflatedBytes: number;
}

/**
 * Reads the central directory by hand, before any library touches the archive: the entry count,
 * the declared sizes and the link flags decide whether the archive is opened at all.
 */
function readCentralDirectory(bytes: Buffer): CentralDirectory {
  const searchFrom = Math.max(0, bytes.length - EOCD_SIZE - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - EOCD_SIZE; at >= searchFrom; at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw unsupported('zip without an end of central directory');
  const entries = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  // Zip64 archives are never needed under the 20 MB upload cap; their markers mean a crafted file.
  if (entries === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK)
    throw refuse('unsafeArchive');
  if (entries > IMPORT_LIMITS.archiveEntries) throw refuse('unsafeArchive');
  if (offset + size > eocd) throw unsupported('central directory out of bounds');

  let at = offset;
  let declaredInflatedBytes = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      throw unsupported('bad central directory entry');
    const inflated = bytes.readUInt32LE(at + 24);
    if (inflated === ZIP64_MARK || bytes.readUInt32LE(at + 20) === ZIP64_MARK)
      throw refuse('unsafeArchive');
    const madeBy = bytes.readUInt8(at + 5);
    const unixMode = bytes.readUInt32LE(at + 38) >>> 16;
    // Host 3 is Unix: a symbolic link entry is refused, whatever it points at.
    if (madeBy === 3 && (unixMode & S_IFMT) === S_IFLNK) throw refuse('unsafeArchive');
    declaredInflatedBytes += inflated;
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, declaredInflatedBytes };
}

/**
 * jszip's own chunked inflater (documented as `internalStream`, missing from its typings): the
 * Node stream wrapper is an old readable-stream without async iteration or backpressure control.
 */
interface InternalStreamSource {
  internalStream(type: 'uint8array'): InternalStream;
}
interface InternalStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): InternalStream;
  on(event: 'error', listener: (error: unknown) => void): InternalStream;
  on(event: 'end', listener: () => void): InternalStream;
  resume(): InternalStream;
  pause(): InternalStream;
}

/** True for names that could climb out of a folder if anything ever extracted them. */
function isUnsafeName(name: string): boolean {
  const normalised = name.replace(/\\/g, '/');
  return (
    normalised.startsWith('/') ||
    /^[a-z]:/i.test(normalised) ||
    normalised.split('/').includes('..')
  );
}

/**
 * A zip archive (docx, pptx, xmind) opened with bomb protection: at most 1,000 entries, and every
 * byte inflated is counted against a total cap and a ratio cap (over 100:1 past 100 KB), whatever
 * the headers declare. Nothing is ever written to disk.
 */
export class SafeArchive {
  private inflated = 0;

  private constructor(
    private readonly zip: JSZip,
    private readonly compressedBytes: number,
  ) {}

  static async open(bytes: Buffer): Promise<SafeArchive> {
    const directory = readCentralDirectory(bytes);
    const archive = new SafeArchive(await loadZip(bytes), bytes.length);
    // Refuse early what the headers already admit to; the running count catches the liars.
    archive.checkInflated(directory.declaredInflatedBytes);
    for (const name of archive.names()) if (isUnsafeName(name)) throw refuse('unsafeArchive');
    return archive;
  }

  /** File entries (no folders), in archive order. */
  names(): string[] {
    return Object.values(this.zip.files)
      .filter((entry) => !entry.dir)
      .map((entry) => entry.name);
  }

  has(name: string): boolean {
    return this.zip.file(name) !== null;
  }

  /** The inflated bytes of an entry, counted against the caps as they arrive. */
  async read(name: string): Promise<Uint8Array> {
    const entry = this.zip.file(name);
    if (!entry) throw unsupported(`missing entry ${name}`);
    const chunks: Uint8Array[] = [];
    await new Promise<void>((resolve, reject) => {
      const stream = (entry as unknown as InternalStreamSource).internalStream('uint8array');
      stream
        .on('data', (chunk) => {
          try {
            // Counted before it is kept: a bomb stops at the first chunk past the caps.
            this.checkInflated(this.inflated + chunk.length);
            this.inflated += chunk.length;
            chunks.push(chunk);
          } catch (error) {
            stream.pause();
            reject(error);
          }
        })
        .on('error', () => reject(unsupported(`corrupt entry ${name}`)))
        .on('end', () => resolve())
        .resume();
    });
    return Buffer.concat(chunks);
  }

  /** An entry as UTF-8 text (a byte order mark is dropped). */
  async text(name: string): Promise<string> {
    return new TextDecoder('utf-8', { ignoreBOM: false }).decode(await this.read(name));
  }

  private checkInflated(total: number): void {
    const ratio = total / Math.max(1, this.compressedBytes);
    if (total > IMPORT_LIMITS.archiveInflatedBytes) throw refuse('unsafeArchive');
    if (total > IMPORT_LIMITS.archiveRatioFloor && ratio > IMPORT_LIMITS.archiveRatio)
      throw refuse('unsafeArchive');
  }
}

async function loadZip(bytes: Buffer): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(bytes);
  } catch {
    throw unsupported('unreadable zip');
  }
}

/** Cheap test before opening: the local file header signature `PK\x03\x04` (or an empty zip). */
export function looksLikeZip(bytes: Buffer): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))
  );
}
