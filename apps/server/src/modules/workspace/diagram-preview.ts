import { AppError, ErrorCode } from '@slidecraft/contract';
import {
  CONTENT_LAYOUT_IDS,
  layoutCandidates,
  layoutSlide,
  type ContentLayoutId,
} from '@slidecraft/deck';
import { planSlideAction } from './slide-ai.js';
import type { WorkspaceService } from './workspace-service.js';

/** The content layouts that draw the points as a diagram rather than a list of lines. */
const DIAGRAMS: readonly ContentLayoutId[] = [
  'timeline',
  'table',
  'stats',
  'comparison',
  'cards-3',
  'cards-4',
  'two-blocks',
  'numbered',
  'image-text',
  'two-columns',
];
const isLayout = (id: string): id is ContentLayoutId =>
  (CONTENT_LAYOUT_IDS as readonly string[]).includes(id);

/**
 * preview/diagram: a content slide laid out again as a diagram, the asked layout when its
 * points fit it, else the best diagram that does (5000 for an unknown layout, or a cover,
 * agenda, divider or closing). Nothing is stored: the editor applies the slides as an edit.
 */
export async function diagramPreview(
  workspace: WorkspaceService,
  userId: string,
  body: { recordId: string; slideId: string; layout?: string | undefined },
) {
  const { recordId, slideId, layout } = body;
  if (layout !== undefined && !isLayout(layout)) {
    throw new AppError(ErrorCode.PARAMS_ERROR, `unknown layout ${layout}`);
  }
  const context = await workspace.slideContext(userId, recordId, slideId);
  const { source } = planSlideAction(context, 'rewrite');
  const candidates = [
    ...new Set(
      layoutCandidates({
        heading: { id: 'h', parentId: null, kind: 'section', title: source.title, children: [] },
        points: source.points,
        number: source.number,
      }),
    ),
  ];
  const prefer = layout ?? candidates.find((id) => DIAGRAMS.includes(id)) ?? 'numbered';
  const slides = layoutSlide(source, {
    themeId: context.deck.themeId,
    deckTitle: context.deck.title,
    slideId,
    prefer,
  });
  return { layout: slides[0]?.layout ?? prefer, candidates, slides };
}
