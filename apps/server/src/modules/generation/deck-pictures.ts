import type { FastifyBaseLogger } from 'fastify';
import {
  getTheme,
  illustrationOf,
  slideSource,
  type DeckDocument,
  type ImageData,
} from '@slidecraft/deck';
import { picturePrompt, type PictureMaker } from '../../providers/image/index.js';
import type { RecordPictures } from './record.js';

/** A slide's illustration a model picture is asked for. */
export interface WantedPicture {
  page: number;
  elementId: string;
  prompt: string;
}

/** A model picture that arrived: stored as an attachment of the record. */
export interface ArrivedPicture extends WantedPicture {
  src: string;
  image: ImageData;
}

/** Every illustration of the deck, with the prompt of its slide. */
export function picturesWanted(deck: DeckDocument, deckTitle: string): WantedPicture[] {
  const themeTags = getTheme(deck.themeId).tags;
  return deck.slides.flatMap((slide, page) => {
    const { title, points } = slideSource(slide);
    return slide.elements
      .filter((element) => element.type === 'image' && illustrationOf(element.src) !== null)
      .map((element) => ({
        page,
        elementId: element.id,
        prompt: picturePrompt({ deckTitle, slideTitle: title, points, themeTags }),
      }));
  });
}

/** The deck with the picture in place of its illustration (the frame and crop stay). */
export function withPicture(deck: DeckDocument, picture: ArrivedPicture): DeckDocument {
  return {
    ...deck,
    slides: deck.slides.map((slide, page) =>
      page !== picture.page
        ? slide
        : {
            ...slide,
            elements: slide.elements.map((element) =>
              element.id === picture.elementId && element.type === 'image'
                ? { ...element, src: picture.src }
                : element,
            ),
          },
    ),
  };
}

/**
 * Model pictures for a generation (IMAGE_* set): one per illustration, asked at once (the
 * PictureMaker bounds how many run, and caches by prompt), each kept as an attachment of the
 * record. A picture that fails or times out leaves the illustration: never an error for the
 * generation.
 */
export class DeckPictures {
  constructor(
    private readonly maker: PictureMaker,
    private readonly attachments: Pick<RecordPictures, 'upload'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(
    record: { id: string; userId: string; title: string },
    deck: DeckDocument,
    signal: AbortSignal,
  ): Promise<ArrivedPicture | null>[] {
    return picturesWanted(deck, record.title).map(async (wanted) => {
      try {
        const made = await this.maker.picture(wanted.prompt, { signal });
        const stored = await this.attachments.upload(record.userId, record.id, made.bytes);
        const image: ImageData = {
          bytes: made.bytes,
          mime: made.mime,
          width: made.width,
          height: made.height,
        };
        return { ...wanted, src: stored.src, image };
      } catch (err) {
        if (!signal.aborted) {
          this.log.warn({ err, recordId: record.id, page: wanted.page }, 'picture not made');
        }
        return null;
      }
    });
  }
}
