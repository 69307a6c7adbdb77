import type { OutlineNode } from '@slidecraft/contract/outline';
import { closingSlide } from '../layouts/closing.js';
import { chapterNumber, type LayoutContext } from '../layouts/context.js';
import { coverOf } from '../layouts/cover.js';
import { dividerSlide } from '../layouts/divider.js';
import type { Slide } from '../model.js';
import { attempt, keepsAll, withCrops } from './attempt.js';
import type { SlideKind } from './classify.js';
import { itemsOf, type SlideContent } from './content.js';
import { contentSlidesOf } from './content-slides.js';
import { framedSlide, headingNode, type Heading } from './frame.js';
import type { Composing } from './text-slides.js';

/** A year the cover names, for the compositions that show it large. */
const YEAR = /(?:19|20)\d{2}/u;

/**
 * Lays out an imported deck's slides one after another in the engine's layouts, keeping what
 * the deck has seen so far: the section a slide is in (its kicker and number) and the layouts
 * and pictures used (the engine varies them from slide to slide). A cover, divider or closing
 * that cannot show a slide's text whole gives way to content slides.
 */
export class Composer {
  private section: { title?: string; index: number } = { index: -1 };
  private made = 0;

  constructor(private readonly ctx: LayoutContext) {}

  compose(content: SlideContent, kind: SlideKind): Slide[] {
    switch (kind) {
      case 'cover':
        return this.cover(content) ?? this.content(content);
      case 'section':
        return this.divider(content) ?? this.content(content);
      case 'closing':
        return this.closing(content) ?? this.content(content);
      case 'blank':
        return [framedSlide(this.nextId(), this.heading(''), false, 'blank', [], this.ctx)];
      case 'content':
        return this.content(content);
    }
  }

  private nextId(): string {
    this.made += 1;
    return `restyle-${this.made}`;
  }

  private heading(title: string): Heading {
    const { section } = this;
    return {
      title,
      number: chapterNumber(Math.max(0, section.index)),
      ...(section.title && section.title !== title ? { kicker: section.title } : {}),
    };
  }

  private content(content: SlideContent): Slide[] {
    const composing: Composing = {
      ctx: this.ctx,
      heading: this.heading(content.title),
      nextId: () => this.nextId(),
    };
    return contentSlidesOf(composing, content);
  }

  private cover(content: SlideContent): Slide[] | undefined {
    const { ctx } = this;
    const subtitles = itemsOf(content).map((item) => item.text);
    const words = [content.title, ...subtitles];
    const year = YEAR.exec(words.join(' '))?.[0] ?? '';
    const text = { title: content.title, subtitles, note: '', year };
    const { pictures } = content;
    const withPicture = attempt(
      ctx,
      () => [coverOf(text, { ...ctx, givenPictures: pictures.map((p) => p.src) }, '')],
      (slides) => keepsAll(slides, words, pictures),
    );
    if (withPicture) return withCrops(withPicture, pictures);
    // The theme's cover shows no picture (or not this one): the picture follows on its own.
    const plain = attempt(
      ctx,
      () => [coverOf(text, ctx, '')],
      (s) => keepsAll(s, words),
    );
    if (!plain || pictures.length === 0) return plain;
    return [...plain, ...this.content({ ...content, blocks: [] })];
  }

  private divider(content: SlideContent): Slide[] | undefined {
    const { ctx } = this;
    this.section = { title: content.title, index: this.section.index + 1 };
    const lines = itemsOf(content).map((item) => item.text.replace(/;/gu, '；'));
    const chapter: OutlineNode = {
      ...headingNode(content.title),
      kind: 'chapter',
      ...(lines.length > 0 ? { subTitle: lines.join(';') } : {}),
    };
    const words = [content.title, ...itemsOf(content).map((item) => item.text)];
    return attempt(
      ctx,
      () => [dividerSlide(chapter, this.section.index, ctx)],
      (slides) => keepsAll(slides, words),
    );
  }

  /** The closing slide with the slide's own words: the first line large, the rest under it. */
  private closing(content: SlideContent): Slide[] | undefined {
    const { ctx } = this;
    const lines = [content.title, ...itemsOf(content).map((item) => item.text)].filter(Boolean);
    const [thanks = '', ...rest] = lines;
    const labels = {
      ...ctx.labels,
      thanks,
      thanksSubtitle: rest.length > 0 ? rest.join(' ') : ctx.labels.thanksSubtitle,
    };
    return attempt(
      ctx,
      () => [closingSlide({ ...ctx, labels })],
      (slides) => keepsAll(slides, lines),
    );
  }
}
