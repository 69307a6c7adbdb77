import { randomUUID } from 'node:crypto';
import { attachmentSrc, type DeckElement } from '@slidecraft/deck';
import type { ColorContext } from './color.js';
import type { PptxPackage } from './package.js';
import type { TextContext } from './text.js';
import type { ThemeInfo } from './theme.js';
import type { XNode } from './xml.js';

/** A picture of the deck: the media part it was read from, stored as an attachment. */
export interface ImportedPicture {
  src: string;
  part: string;
  bytes: Uint8Array;
}

/** Something the reader could not keep as the element it was, and what it did instead. */
export interface ImportNote {
  /** 1-based slide number. */
  slide: number;
  kind: string;
  /** 'picture' (kept as a picture of itself), 'approximated' (drawn as a near shape) or 'dropped'. */
  outcome: 'picture' | 'approximated' | 'dropped';
  reason: string;
}

/** The pictures of one import, one attachment per media part however often it is shown. */
export class PictureStore {
  private readonly byPart = new Map<string, ImportedPicture>();

  constructor(private readonly pkg: PptxPackage) {}

  async add(part: string): Promise<string> {
    const known = this.byPart.get(part);
    if (known) return known.src;
    const picture = { src: attachmentSrc(randomUUID()), part, bytes: await this.pkg.bytes(part) };
    this.byPart.set(part, picture);
    return picture.src;
  }

  all(): ImportedPicture[] {
    return [...this.byPart.values()];
  }
}

/** Where a part's placeholders inherit from: the layout's and the master's shape trees. */
export interface PlaceholderSources {
  layout?: XNode;
  master?: XNode;
  /** The master's title, body and other text styles (p:txStyles). */
  titleStyle?: XNode;
  bodyStyle?: XNode;
  otherStyle?: XNode;
  /** presentation.xml's p:defaultTextStyle. */
  defaultStyle?: XNode;
}

/** What reading the shapes of one part needs. */
export interface PartContext extends TextContext {
  pkg: PptxPackage;
  /** The part whose relationships name its pictures and charts. */
  part: string;
  slide: number;
  theme: ThemeInfo;
  colors: ColorContext;
  placeholders: PlaceholderSources;
  /** ppt/tableStyles.xml, when the file has one. */
  tableStyles?: XNode;
  pictures: PictureStore;
  notes: ImportNote[];
  elements: DeckElement[];
  nextId: () => string;
}

/** Maps a child frame of a group into the page (grpSpPr's off/ext over chOff/chExt). */
export interface Transform {
  dx: number;
  dy: number;
  sx: number;
  sy: number;
  rotate: number;
  group?: string;
}

export const IDENTITY: Transform = { dx: 0, dy: 0, sx: 1, sy: 1, rotate: 0 };
