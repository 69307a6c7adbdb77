import {
  SLIDE_COLLECTION_TAG,
  TEMPLATE_CATEGORIES,
  TEMPLATE_FILTERS,
  TEMPLATE_ID,
  parseOutline,
  type Locale,
  type TemplateCategory,
  type TemplateFilter,
} from '@slidecraft/contract';
import {
  CONTENT_LAYOUT_IDS,
  DECK_VERSION,
  getTheme,
  listThemes,
  outlineToDeck,
  type DeckDocument,
  type DeckTheme,
} from '@slidecraft/deck';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { TemplateSource } from './catalogue/index.js';
import { categoryLabel, colorOf, tagLabel } from './template-labels.js';
import { TemplateSearch } from './template-search.js';

/** Bump when the way templates are drawn changes, so cached pictures and files are made again. */
const RENDER_REVISION = 2;

/** Page-count bands of the 'pages.*' filters. */
const PAGE_BANDS = { short: [1, 10], medium: [11, 15], long: [16, 999] } as const;

/** A template with what is derived from it: its tags and (laid out on first use) its deck. */
export interface TemplateEntry {
  readonly source: TemplateSource;
  /** Its place in the catalogue (the search index's document number). */
  readonly index: number;
  /** 'category.x', 'style.<theme family>', 'color.x'. */
  readonly tags: readonly string[];
  readonly theme: DeckTheme;
}

export interface ListQuery {
  start: number;
  size: number;
  tags?: string | undefined;
  filters?: string | undefined;
  search?: string | undefined;
  type?: 'template' | 'all' | undefined;
}

/** One template as a file of an operator's TEMPLATE_DIR (the same fields as the built-in ones). */
export const TemplateFileSchema = z.object({
  id: z.string().regex(TEMPLATE_ID),
  title: z.string().trim().min(1).max(24),
  description: z.string().trim().min(1).max(60),
  category: z.enum(TEMPLATE_CATEGORIES),
  keywords: z.array(z.string().trim().min(1).max(20)).max(20).default([]),
  themeId: z
    .string()
    .refine((id) => listThemes().some((theme) => theme.id === id), 'unknown theme'),
  outline: z.string().min(1).max(60_000),
  plan: z.record(z.string(), z.enum(CONTENT_LAYOUT_IDS)).optional(),
  added: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const headingsAndPoints = (outline: string) => {
  const headings: string[] = [];
  const body: string[] = [];
  for (const line of outline.split('\n')) {
    const heading = /^#{1,4}\s+(.*)$/.exec(line);
    if (heading) headings.push(heading[1]!);
    else if (/^\s*[*>]\s+/.test(line)) body.push(line.replace(/^\s*[*>]\s+/, ''));
  }
  return { headings: headings.join('\n'), body: body.join('\n') };
};

/**
 * The template centre's catalogue: the built-in templates and an operator's own, their tags, a
 * Chinese search index, and their decks (laid out once, on first use or by `warm`).
 */
export class TemplateCatalogue {
  readonly entries: readonly TemplateEntry[];
  /** Changes with any template and with RENDER_REVISION: the key of cached pictures and files. */
  readonly version: string;
  private readonly byId = new Map<string, TemplateEntry>();
  private readonly decks = new Map<string, DeckDocument>();
  private readonly search: TemplateSearch;

  constructor(sources: readonly TemplateSource[]) {
    const labels = TEMPLATE_CATEGORIES.flatMap((category) =>
      (['zh-CN', 'zh-TW'] as const).map((locale) => categoryLabel(category, locale)),
    );
    this.search = new TemplateSearch([...labels, ...sources.flatMap((s) => s.keywords)]);
    const entries: TemplateEntry[] = [];
    for (const source of sources) {
      if (this.byId.has(source.id)) throw new Error(`template ${source.id} is listed twice`);
      const theme = getTheme(source.themeId);
      const tags = [
        `category.${source.category}`,
        `style.${theme.family}`,
        `color.${colorOf(theme)}`,
      ];
      const { headings, body } = headingsAndPoints(source.outline);
      const index = this.search.add({
        title: source.title,
        keywords: source.keywords.join(' '),
        tags: `${categoryLabel(source.category, 'zh-CN')} ${tagLabel(`style.${theme.family}`, 'zh-CN')}`,
        description: source.description,
        headings,
        body,
      });
      const entry = { source, index, tags, theme };
      entries.push(entry);
      this.byId.set(source.id, entry);
    }
    this.entries = entries;
    this.version = createHash('sha256')
      .update(JSON.stringify([RENDER_REVISION, DECK_VERSION, sources]))
      .digest('hex')
      .slice(0, 12);
  }

  get(id: string): TemplateEntry | undefined {
    return this.byId.get(id);
  }

  /** The template's deck in its theme, following its layout plan (laid out once). */
  deck(entry: TemplateEntry): DeckDocument {
    let deck = this.decks.get(entry.source.id);
    if (!deck) {
      const { source } = entry;
      deck = outlineToDeck(parseOutline(source.outline), {
        themeId: source.themeId,
        today: source.added,
        ...(source.plan ? { layoutPlan: source.plan } : {}),
      });
      this.decks.set(source.id, deck);
    }
    return deck;
  }

  pages(entry: TemplateEntry): number {
    return this.deck(entry).slides.length;
  }

  /**
   * Lays out every deck a few at a time, yielding between them, so the first listing that
   * filters by pages does not wait for all of them.
   */
  async warm(): Promise<void> {
    for (const entry of this.entries) {
      this.deck(entry);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * A page of the listing: the templates of the chosen tags (every group chosen, any item of
   * a group), filters and search, in search order, or by downloads or date; `popularity` gives
   * the downloads of each template.
   */
  list(query: ListQuery, popularity: ReadonlyMap<string, number>) {
    const groups = new Map<string, Set<string>>();
    for (const tag of splitList(query.tags)) {
      const [group = '', item = ''] = tag.split('.');
      if (item === 'all') continue;
      let items = groups.get(group);
      if (!items) groups.set(group, (items = new Set()));
      items.add(tag);
    }
    const filters = new Set(
      splitList(query.filters).filter((f): f is TemplateFilter =>
        (TEMPLATE_FILTERS as readonly string[]).includes(f),
      ),
    );
    const bands = (Object.keys(PAGE_BANDS) as (keyof typeof PAGE_BANDS)[]).filter((band) =>
      filters.has(`pages.${band}`),
    );

    const searching = (query.search ?? '').trim() !== '';
    const hits = searching ? this.search.search(query.search!) : undefined;
    let candidates = hits ? hits.map((hit) => this.entries[hit.doc]!) : [...this.entries];
    candidates = candidates.filter((entry) => {
      if (query.type === 'template' && entry.tags.includes(SLIDE_COLLECTION_TAG)) return false;
      for (const items of groups.values()) {
        if (!entry.tags.some((tag) => items.has(tag))) return false;
      }
      if (bands.length > 0) {
        const pages = this.pages(entry);
        if (!bands.some((band) => pages >= PAGE_BANDS[band][0] && pages <= PAGE_BANDS[band][1]))
          return false;
      }
      return true;
    });
    const downloads = (entry: TemplateEntry) => popularity.get(entry.source.id) ?? 0;
    if (filters.has('sort.new')) {
      candidates.sort((a, b) => b.source.added.localeCompare(a.source.added) || a.index - b.index);
    } else if (filters.has('sort.hot') || !hits) {
      candidates.sort((a, b) => downloads(b) - downloads(a) || a.index - b.index);
    }
    return {
      total: candidates.length,
      items: candidates.slice(query.start, query.start + query.size),
    };
  }

  /**
   * Templates like this one: same category first, then same style, then the rest, by
   * downloads; never itself nor one with an excluded tag.
   */
  recommend(
    entry: TemplateEntry,
    size: number,
    excludeTags: readonly string[],
    popularity: ReadonlyMap<string, number>,
  ): TemplateEntry[] {
    const excluded = new Set(excludeTags);
    const closeness = (other: TemplateEntry) =>
      (other.source.category === entry.source.category ? 2 : 0) +
      (other.theme.family === entry.theme.family ? 1 : 0);
    return this.entries
      .filter((other) => other !== entry && !other.tags.some((tag) => excluded.has(tag)))
      .sort(
        (a, b) =>
          closeness(b) - closeness(a) ||
          (popularity.get(b.source.id) ?? 0) - (popularity.get(a.source.id) ?? 0) ||
          a.index - b.index,
      )
      .slice(0, size);
  }

  /** Tag titles in use, by group, in catalogue order. */
  tagsInUse(): Map<string, string[]> {
    const groups = new Map<string, string[]>();
    for (const entry of this.entries) {
      for (const tag of entry.tags) {
        const group = tag.split('.')[0]!;
        const items = groups.get(group) ?? [];
        if (!items.includes(tag)) items.push(tag);
        groups.set(group, items);
      }
    }
    const order = (group: string, tag: string) =>
      group === 'category'
        ? TEMPLATE_CATEGORIES.indexOf(tag.slice('category.'.length) as TemplateCategory)
        : 0;
    for (const [group, items] of groups) items.sort((a, b) => order(group, a) - order(group, b));
    return groups;
  }
}

export type { Locale };
