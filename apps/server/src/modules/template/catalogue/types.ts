import type { TemplateCategory } from '@slidecraft/contract';
import type { ContentLayoutId } from '@slidecraft/deck';

/**
 * One template of the centre as it ships: sample content written for a category, a theme and a
 * layout plan. Its slides, thumbnails and .pptx are laid out and rendered by the deck engine.
 */
export interface TemplateSource {
  /** Lower-case words joined by hyphens, unique ('year-end-sales-navy'). */
  id: string;
  /** What the centre shows ('销售部年终总结'), at most 24 characters. */
  title: string;
  /** One sentence on what it is for, at most 60 characters. */
  description: string;
  category: TemplateCategory;
  /** Words people search for that the title does not say ('述职', '年度汇报'). */
  keywords: readonly string[];
  themeId: string;
  /**
   * The sample content in the outline text format of spec section 3: '# title', '> subtitle',
   * '@note author; YYYY-MM-DD', '## chapter', '### section', '#### sub-section', '* point'.
   */
  outline: string;
  /** Content layouts to use for some headings, by heading title (tried first where they fit). */
  plan?: Readonly<Record<string, ContentLayoutId>>;
  /** When it was added, YYYY-MM-DD (the 'newest' order). */
  added: string;
}
