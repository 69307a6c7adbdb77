import {
  AiRateSchema,
  ContentTagsQuerySchema,
  ContentTagsResultSchema,
  ExampleQuerySchema,
  LayoutMatchQuerySchema,
  LayoutMatchResultSchema,
  OutlineTopicListSchema,
  OutlineTopicQuerySchema,
  ParseSingleOutlineBodySchema,
  ParseSingleOutlineResultSchema,
  SuggestTopicBodySchema,
  SuggestTopicResultSchema,
  TranslateQuerySchema,
  TranslateResultSchema,
} from '../api/ai.js';
import {
  ChatBodySchema,
  ChatImportBodySchema,
  OutlineGeneratePptBodySchema,
  OutlineSectionFillQuerySchema,
  OutlineSectionListQuerySchema,
  PresetOutlineQuerySchema,
} from '../api/ai-chat.js';
import { OutlineSectionBodySchema } from '../api/generation.js';
import {
  TemplateContentsQuerySchema,
  TemplateContentsResultSchema,
  ThemeItemSchema,
} from '../api/template.js';
import { StreamEventSchema } from '../envelope.js';
import { defineRoute } from './route.js';

/**
 * The AI calls (spec section 7, "Generation and AI"): the home box's topics, the AI streams,
 * and the content calls (catalogue listings, tags, examples, layout matching, translation).
 *
 * Every stream answers with server-sent events (`events`: data.text chunks, then one with
 * `done`, or one event with a catalogue code) and says in its `use-ai` header who answers.
 * Malformed parameters are refused before it opens with a 5000 envelope. A failure of the AI
 * service is 5400, its deadline 5402; 5427 past the open streams or the route's calls a minute
 * or a day.
 */

/** The codes every model-answered stream may end with, beyond its limits. */
const STREAM_FAILURES = [5400, 5401, 5402, 5427] as const;
/** A stream charged as one outline: the page option (5421), then the points (5410 / 5411). */
const OUTLINE_CHARGE = [5410, 5411, 5421] as const;
/** A stream charged as one answer: the points (5410 / 5411). */
const ANSWER_CHARGE = [5410, 5411] as const;

export const outlineTopics = defineRoute({
  method: 'GET',
  path: '/api/ai/outline/topic',
  access: 'public',
  tags: ['ai'],
  summary: 'Curated topics with preset outlines, in random order (size 12 by default)',
  query: OutlineTopicQuerySchema,
  response: OutlineTopicListSchema,
  errors: [],
});

export const suggestTopic = defineRoute({
  method: 'POST',
  path: '/api/ai/outline/suggest-topic',
  access: 'public',
  tags: ['ai'],
  summary: 'Curated topics matching a typed topic, best first',
  body: SuggestTopicBodySchema,
  response: SuggestTopicResultSchema,
  errors: [5401],
});

export const aiRate = defineRoute({
  method: 'GET',
  path: '/api/ai/rate',
  access: 'user',
  tags: ['ai'],
  summary: "The user's AI points: total of the current allowance and used",
  response: AiRateSchema,
  errors: [],
});

export const presetOutline = defineRoute({
  method: 'GET',
  path: '/api/ai/chat/outline',
  access: 'user',
  answer: 'sse',
  tags: ['ai'],
  summary: 'Streams the stored outline of a suggested topic (5000 when it is not one)',
  query: PresetOutlineQuerySchema,
  events: StreamEventSchema,
  errors: [5400, 5402, 5427],
});

export const outlineSection = defineRoute({
  method: 'POST',
  path: '/api/ai/chat/outline-section',
  access: 'user',
  answer: 'sse',
  tags: ['ai'],
  summary:
    "Streams a custom outline for a topic (web_search: the topic searched first); with X-Channel-Auth (a partner's embed) the partner's quota is charged instead of the user's points",
  body: OutlineSectionBodySchema,
  events: StreamEventSchema,
  errors: [5107, 5300, ...STREAM_FAILURES, ...OUTLINE_CHARGE],
});

export const outlineSectionList = defineRoute({
  method: 'GET',
  path: '/api/ai/chat/outline-section-list',
  access: 'user',
  answer: 'sse',
  tags: ['ai'],
  summary: 'Streams the title, chapter and section headings of an outline, charged as one outline',
  query: OutlineSectionListQuerySchema,
  events: StreamEventSchema,
  errors: [...STREAM_FAILURES, ...OUTLINE_CHARGE],
});

export const outlineSectionFill = defineRoute({
  method: 'GET',
  path: '/api/ai/chat/outline-section-fill',
  access: 'user',
  answer: 'sse',
  tags: ['ai'],
  summary: 'Streams the points ("* " lines) of one page, for one AI point',
  query: OutlineSectionFillQuerySchema,
  events: StreamEventSchema,
  errors: [...STREAM_FAILURES, ...ANSWER_CHARGE],
});

export const chatImport = defineRoute({
  method: 'POST',
  path: '/api/ai/chat/import',
  access: 'user',
  answer: 'sse',
  tags: ['ai'],
  summary: 'Streams pasted or imported text turned into an outline, for one AI point',
  body: ChatImportBodySchema,
  events: StreamEventSchema,
  errors: [...STREAM_FAILURES, ...ANSWER_CHARGE],
});

export const chat = defineRoute({
  method: 'POST',
  path: '/api/ai/chat',
  access: 'user',
  answer: 'sse',
  tags: ['ai'],
  summary:
    "Streams a typed chat answer, for one AI point: type 'outline' in the outline format; 'rewrite', 'expand', 'shorten' and 'translate' (with 'to') the edited text of a text box, one paragraph per line",
  body: ChatBodySchema,
  events: StreamEventSchema,
  errors: [...STREAM_FAILURES, ...ANSWER_CHARGE],
});

export const outlineGeneratePpt = defineRoute({
  method: 'POST',
  path: '/api/ai/chat/outline/generate-ppt',
  access: 'user',
  answer: 'sse',
  tags: ['ai'],
  summary:
    'Streams a custom outline for a topic (charged as outline-section), then makes it a deck in themeId (5000 for an unknown theme) and starts its generation: the last event (done) carries recordId',
  body: OutlineGeneratePptBodySchema,
  events: StreamEventSchema,
  errors: [5300, ...STREAM_FAILURES, ...OUTLINE_CHARGE, 5412],
});

export const layoutMatch = defineRoute({
  method: 'GET',
  path: '/api/ai/layout-match',
  access: 'public',
  tags: ['ai'],
  summary:
    "The deck engine's content layout for a text (a `#` heading and its points), and the others that suit it",
  query: LayoutMatchQuerySchema,
  response: LayoutMatchResultSchema,
  errors: [],
});

export const translate = defineRoute({
  method: 'GET',
  path: '/api/ai/translate',
  access: 'optional',
  tags: ['ai'],
  summary:
    'Labels (items: a JSON key-to-label map) in `to`: the offline table (UI texts, tags, themes, errors; opencc between Chinese scripts), the model for the rest when LLM_* is set and the caller is signed in (counted, no AI points)',
  query: TranslateQuerySchema,
  response: TranslateResultSchema,
  errors: [5427],
});

export const contents = defineRoute({
  method: 'GET',
  path: '/api/ai/contents',
  aliases: [{ path: '/api/contents' }],
  access: 'public',
  tags: ['ai'],
  summary:
    'The template centre catalogue (start, size 30, tags, filters, search, type), as template-center/contents',
  query: TemplateContentsQuerySchema,
  response: TemplateContentsResultSchema,
  errors: [],
});

export const publicContents = defineRoute({
  method: 'GET',
  path: '/api/ai/public-contents',
  access: 'public',
  tags: ['ai'],
  summary: 'The public catalogue: every template of the centre but single-slide collections',
  query: TemplateContentsQuerySchema,
  response: TemplateContentsResultSchema,
  errors: [],
});

export const contentTags = defineRoute({
  method: 'GET',
  path: '/api/ai/contents/tags',
  access: 'public',
  tags: ['ai'],
  summary: "Tag groups: type=template (default) the template centre's, type=theme the themes' tags",
  query: ContentTagsQuerySchema,
  response: ContentTagsResultSchema,
  errors: [],
});

export const examples = defineRoute({
  method: 'GET',
  path: '/api/ai/example',
  access: 'public',
  tags: ['ai'],
  summary: 'Example decks (size 60 by default): templates of the centre, most used first',
  query: ExampleQuerySchema,
  response: TemplateContentsResultSchema,
  errors: [],
});

export const defaultTheme = defineRoute({
  method: 'GET',
  path: '/api/contents/theme/default',
  access: 'public',
  tags: ['ai'],
  summary: 'The theme a new deck gets when none is chosen',
  response: ThemeItemSchema,
  errors: [],
});

export const enterpriseContents = defineRoute({
  method: 'GET',
  path: '/api/ai/enterprise-contents',
  access: 'user',
  tags: ['ai'],
  summary:
    "The enterprise's contents: the templates the caller's team uses, most used first (empty outside a team)",
  query: TemplateContentsQuerySchema,
  response: TemplateContentsResultSchema,
  errors: [],
});

export const parseSingleOutline = defineRoute({
  method: 'POST',
  path: '/api/ai/parse-single-outline',
  access: 'user',
  tags: ['ai'],
  summary:
    "One page's or chapter's outline text as outline items, levels kept (the outline format's rules)",
  body: ParseSingleOutlineBodySchema,
  response: ParseSingleOutlineResultSchema,
  errors: [5404, 5405, 5406, 5407],
});
