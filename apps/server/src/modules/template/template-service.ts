import {
  AppError,
  ErrorCode,
  TEMPLATE_TAG_GROUPS,
  type DownloadTimes,
  type Locale,
  type ContentAccess,
  type TemplateContent,
  type TemplateContentsResult,
  type TemplateDetail,
  type TemplateDownloadResult,
  type TemplateItem,
  type TemplateTagsResult,
  linkTo,
  templateApi,
} from '@slidecraft/contract';
import { loadDeckImages, writePptx, type SlidePngs } from '@slidecraft/deck';
import type { FastifyBaseLogger } from 'fastify';
import type { FileLinkSigner } from '../files/file-links.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { chineseConverters, type ChineseConverters } from '../../text/chinese-script.js';
import type { TemplateCatalogue, TemplateEntry, ListQuery } from './template-catalogue.js';
import { groupLabel, tagLabel } from './template-labels.js';
import { outlinePreview } from './template-preview.js';
import { beijingDay, type TemplateUsesRepo } from './template-uses-repo.js';

/** Widths of a template slide's pictures: the listing's thumbnail and the detail's preview. */
export const SLIDE_WIDTHS = { thumb: 480, full: 1280 } as const;
export type SlideSize = keyof typeof SLIDE_WIDTHS;
/** Pictures drawn at once: drawing is CPU work, and a detail page asks for twenty. */
const RENDER_CONCURRENCY = 2;
/** How long the download counts behind the 'hot' order may be old. */
const POPULARITY_TTL_MS = 60_000;

/** A user as the quota sees one. */
export interface TemplateUser {
  id: string;
  /** A member (professional tier, own or through a team) downloads without a quota. */
  member: boolean;
}

/** A template's sample content (outline text) and its theme. */
export interface TemplateSample {
  id: string;
  title: string;
  themeId: string;
  outline: string;
}

export interface TemplateServiceDeps {
  catalogue: TemplateCatalogue;
  uses: TemplateUsesRepo;
  storage: FileStorage;
  pngs: SlidePngs;
  links: FileLinkSigner;
  /** Non-members' downloads a day (TEMPLATE_DOWNLOADS_PER_DAY). */
  downloadsPerDay: number;
  log: FastifyBaseLogger;
}

/** A small gate: at most `limit` tasks run at once, the others wait their turn. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

/**
 * The template centre: listing, tags, search, detail and recommendations from the catalogue;
 * slide pictures and .pptx files drawn by the deck engine on first request and kept in the file
 * storage (under the catalogue's version); downloads within the day's quota of a non-member.
 */
export class TemplateService {
  private readonly gate = new Gate(RENDER_CONCURRENCY);
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private popular: { at: number; counts: Promise<Map<string, number>> } | undefined;
  private converters: ChineseConverters | undefined;

  private started = false;

  constructor(private readonly deps: TemplateServiceDeps) {}

  /**
   * On the centre's first use, not at start (a node that never serves it pays nothing): the
   * decks of the catalogue are laid out in the background, and opencc's dictionaries loaded
   * (traditional Chinese titles and searches), which the zh-TW answers wait for.
   */
  private async ready(locale: Locale): Promise<void> {
    if (!this.started) {
      this.started = true;
      setImmediate(() => {
        this.deps.catalogue.warm().catch((err: unknown) => {
          this.deps.log.error({ err }, 'template warm-up failed');
        });
      });
    }
    if (locale === 'zh-TW' || !this.converters) {
      const converters = chineseConverters().then((loaded) => (this.converters = loaded));
      if (locale === 'zh-TW') await converters;
    }
  }

  get catalogue(): TemplateCatalogue {
    return this.deps.catalogue;
  }

  /** Text of the catalogue (simplified Chinese) in the user's script. */
  private localized(text: string, locale: Locale): string {
    return locale === 'zh-TW' && this.converters ? this.converters.toTraditional(text) : text;
  }

  private async popularity(): Promise<Map<string, number>> {
    const now = Date.now();
    if (!this.popular || now - this.popular.at > POPULARITY_TTL_MS) {
      const counts = this.deps.uses.popularity().catch((err: unknown) => {
        this.deps.log.warn({ err }, 'template popularity not read');
        return new Map<string, number>();
      });
      this.popular = { at: now, counts };
    }
    return this.popular.counts;
  }

  private entry(id: string): TemplateEntry {
    const entry = this.deps.catalogue.get(id);
    if (!entry) throw new AppError(ErrorCode.NOT_FOUND, `template ${id}`);
    return entry;
  }

  private slideUrl(entry: TemplateEntry, index: number, size: SlideSize): string {
    const v = this.deps.catalogue.version;
    return linkTo(templateApi.templateSlide, {
      params: { id: entry.source.id, index },
      query: { size, v },
    });
  }

  private item(entry: TemplateEntry, locale: Locale, downloads: number): TemplateItem {
    const { source } = entry;
    return {
      id: source.id,
      title: this.localized(source.title, locale),
      description: this.localized(source.description, locale),
      tags: [...entry.tags],
      themeId: source.themeId,
      pages: this.deps.catalogue.pages(entry),
      thumbnail: this.slideUrl(entry, 0, 'thumb'),
      downloads,
    };
  }

  /** The tags call: the groups and the items in use, each group led by 'all'. */
  tags(locale: Locale): TemplateTagsResult {
    const inUse = this.deps.catalogue.tagsInUse();
    return {
      items: TEMPLATE_TAG_GROUPS.map((group) => ({
        id: group,
        label: groupLabel(group, locale),
        items: [`${group}.all`, ...(inUse.get(group) ?? [])].map((title, i) => ({
          title,
          label: tagLabel(title, locale),
          defaultSelect: i === 0,
        })),
      })),
    };
  }

  async list(query: ListQuery, locale: Locale): Promise<TemplateContentsResult> {
    await this.ready(locale);
    // A search in traditional characters needs the converters whatever the interface language.
    if (query.search && /\p{Script=Han}/u.test(query.search)) await chineseConverters();
    const popularity = await this.popularity();
    const search =
      query.search && this.converters ? this.converters.toSimplified(query.search) : query.search;
    const page = this.deps.catalogue.list({ ...query, search }, popularity);
    return {
      total: page.total,
      items: page.items.map((entry) =>
        this.item(entry, locale, popularity.get(entry.source.id) ?? 0),
      ),
    };
  }

  async detail(id: string, locale: Locale): Promise<TemplateDetail> {
    await this.ready(locale);
    const entry = this.entry(id);
    const popularity = await this.popularity();
    const deck = this.deps.catalogue.deck(entry);
    return {
      ...this.item(entry, locale, popularity.get(id) ?? 0),
      themeName:
        locale === 'en-US' ? entry.theme.name.en : this.localized(entry.theme.name.zh, locale),
      slides: deck.slides.map((slide, index) => ({
        index,
        kind: slide.layout,
        image: this.slideUrl(entry, index, 'full'),
        thumbnail: this.slideUrl(entry, index, 'thumb'),
      })),
    };
  }

  /** The templates the users downloaded or used, most used first (at most `max`). */
  mostUsedBy(userIds: readonly string[], max: number): Promise<string[]> {
    return this.deps.uses.mostUsedBy(userIds, max);
  }

  /**
   * The listed templates of `ids`, in that order (unknown ids left out): the templates a team
   * uses (the team's enterprise contents call).
   */
  async itemsOf(ids: readonly string[], locale: Locale): Promise<TemplateItem[]> {
    await this.ready(locale);
    const popularity = await this.popularity();
    return ids.flatMap((id) => {
      const entry = this.deps.catalogue.get(id);
      return entry ? [this.item(entry, locale, popularity.get(id) ?? 0)] : [];
    });
  }

  /** What 'use this template' loads: the sample content as outline text, and the theme. */
  sample(id: string): TemplateSample {
    const { source } = this.entry(id);
    return { id: source.id, title: source.title, themeId: source.themeId, outline: source.outline };
  }

  /**
   * The content call (templateContent): the sample content and the theme for a caller who may use
   * the template; a preview (title block and first section, cover, tags) while it is locked.
   */
  content(id: string, access: ContentAccess): TemplateContent {
    const entry = this.entry(id);
    const { source } = entry;
    const shown = {
      id: source.id,
      title: source.title,
      access,
      cover: this.slideUrl(entry, 0, 'thumb'),
      tags: [...entry.tags],
    };
    return access === 'locked'
      ? { ...shown, preview: true, outline: outlinePreview(source.outline) }
      : { ...shown, preview: false, themeId: source.themeId, outline: source.outline };
  }

  async recommend(
    id: string,
    size: number,
    excludeTags: readonly string[],
    locale: Locale,
  ): Promise<TemplateItem[]> {
    const entry = this.entry(id);
    await this.ready(locale);
    const popularity = await this.popularity();
    return this.deps.catalogue
      .recommend(entry, size, excludeTags, popularity)
      .map((other) => this.item(other, locale, popularity.get(other.source.id) ?? 0));
  }

  /** Today's downloads and quota (the downloadTimes call). */
  async times(user: TemplateUser): Promise<DownloadTimes> {
    if (user.member) return { unlimited: true, total: 0, used: 0, remaining: 0 };
    const used = (await this.deps.uses.downloadsOn(user.id, beijingDay())).length;
    return this.quota(used);
  }

  private quota(used: number): DownloadTimes {
    const total = this.deps.downloadsPerDay;
    return { unlimited: false, total, used, remaining: Math.max(0, total - used) };
  }

  /**
   * The download call (downloadTemplate): charges the day's quota of a non-member (the same
   * template again that day is free; 5301 once the quota is used), then a signed link to the
   * template's .pptx, drawn on first request.
   */
  async download(
    user: TemplateUser,
    id: string,
    /** A paid template the user bought: downloaded without spending the day's quota. */
    bought = false,
  ): Promise<TemplateDownloadResult> {
    const entry = this.entry(id);
    const limit = user.member ? null : this.deps.downloadsPerDay;
    let used: number;
    if (bought) {
      used = (await this.deps.uses.downloadsOn(user.id, beijingDay())).length;
    } else {
      const charge = await this.deps.uses.chargeDownload(user.id, id, beijingDay(), limit);
      if (!charge.charged) {
        throw new AppError(ErrorCode.TEMPLATE_DOWNLOAD_LIMIT, `${charge.used} downloads today`);
      }
      used = charge.used;
    }
    const key = await this.pptxKey(entry);
    const fileName = `${entry.source.title}.pptx`;
    return {
      url: this.deps.links.sign(key, fileName),
      fileName,
      times: user.member ? { unlimited: true, total: 0, used: 0, remaining: 0 } : this.quota(used),
    };
  }

  /** Records that a user started a deck from the template (its popularity). */
  async recordUse(userId: string, id: string): Promise<void> {
    await this.deps.uses.recordUse(userId, id, beijingDay()).catch((err: unknown) => {
      this.deps.log.warn({ err, template: id }, 'template use not recorded');
    });
  }

  /** The storage key of the template's .pptx, written on first request. */
  private async pptxKey(entry: TemplateEntry): Promise<string> {
    const key = `templates/${this.deps.catalogue.version}/${entry.source.id}.pptx`;
    await this.cached(key, async () => {
      const deck = this.deps.catalogue.deck(entry);
      const images = await loadDeckImages(deck, async () => undefined);
      return writePptx(deck, { images });
    });
    return key;
  }

  /** A slide's PNG at a size, drawn on first request and kept in the file storage. */
  async slidePng(id: string, index: number, size: SlideSize): Promise<Buffer> {
    const entry = this.entry(id);
    const deck = this.deps.catalogue.deck(entry);
    if (index >= deck.slides.length) throw new AppError(ErrorCode.NOT_FOUND, `slide ${index}`);
    const key = `templates/${this.deps.catalogue.version}/${id}/${index}-${size}.png`;
    return this.cached(key, async () => {
      const one = { ...deck, slides: [deck.slides[index]!] };
      const images = await loadDeckImages(one, async () => undefined);
      return this.deps.pngs.render(one, 0, { width: SLIDE_WIDTHS[size], images });
    });
  }

  /** The stored file at `key`, or `make`'s bytes, stored; one make per key at a time. */
  private cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = (async () => {
      const stored = await this.deps.storage.open(key);
      if (stored) return readAll(stored.stream);
      const bytes = await this.gate.run(make);
      await this.deps.storage.put(key, bytes);
      return bytes;
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
