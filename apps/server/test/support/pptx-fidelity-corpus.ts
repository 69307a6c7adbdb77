import { readdirSync, readFileSync } from 'node:fs';
import {
  slideFacts,
  type BackgroundFact,
  type DeckFacts,
  type FrameFact,
} from './pptx-fidelity-facts.js';

/** The corpus the harness is meant for: test/fixtures/pptx-corpus (see its README.md). */
export const CORPUS_DIR = new URL('../fixtures/pptx-corpus/', import.meta.url);

export interface CorpusEntry {
  /** The program that wrote the file ("pptxgenjs 4.0.1", "LibreOffice 7.4.7.2"). */
  writer: string;
  /** What it was made from, when it was converted. */
  from?: string;
  /** What the corpus script put in a deck it wrote itself. */
  expected?: {
    page: DeckFacts['page'];
    slides: Array<{ background: BackgroundFact; frames: FrameFact[] }>;
  };
}

/** corpus.json: every file of the corpus by name. */
export function corpusManifest(): Record<string, CorpusEntry> {
  return JSON.parse(readFileSync(new URL('corpus.json', CORPUS_DIR), 'utf8')) as Record<
    string,
    CorpusEntry
  >;
}

/** The .pptx files in the corpus folder, by name. */
export const corpusFiles = () =>
  readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.pptx'))
    .sort();

export const readCorpusDeck = (name: string) => readFileSync(new URL(name, CORPUS_DIR));

/** The facts the corpus script recorded for one of its own decks, as pptxFacts answers them. */
export function expectedFacts(entry: CorpusEntry): DeckFacts | undefined {
  if (!entry.expected) return undefined;
  const { page, slides } = entry.expected;
  return { page, slides: slides.map((slide) => slideFacts(slide.frames, slide.background)) };
}
