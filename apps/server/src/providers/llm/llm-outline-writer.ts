import { CHAT_OUTLINE_TYPE, type Locale, type PageLimit } from '@slidecraft/contract';
import type { ChatMessage, ChatModel } from './chat-model.js';
import type {
  AiCallOptions,
  ChatTextRequest,
  EditRequest,
  OutlineRequest,
  OutlineWriter,
  PageFillRequest,
  TextRequest,
} from './llm.js';
import { OUTLINE_START, POINTS_START, gateLines, withoutThinking } from './model-output.js';
import type { PromptLibrary } from './prompts.js';

/** The language the prompts ask for, named in Chinese like the prompts themselves. */
const LANGUAGE: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': '英文（English）',
};

/**
 * The page-count options as outline shapes. A deck has a cover, an agenda, a divider per
 * chapter, a page per section and a closing page (packages/deck outline-to-deck), so for
 * example 4 chapters of 2 to 3 sections make 17 to 21 pages.
 */
const PAGE_GUIDANCE: Record<PageLimit, string> = {
  '': '根据主题的复杂程度自行决定篇幅，通常 4 到 6 个章节，每章 2 到 3 个小节。',
  '1-10': '整份演示不超过 10 页：3 个章节，每章 1 到 2 个小节。',
  '10-20': '整份演示 10 到 20 页：4 个章节，每章 2 到 3 个小节。',
  '20-30': '整份演示 20 到 30 页：5 个章节，每章 3 到 4 个小节。',
  '30+': '整份演示 30 页以上：6 到 7 个章节，每章 4 到 5 个小节。',
};

/** What each editing action asks of the model. */
const EDIT_INSTRUCTION: Record<EditRequest['action'], string> = {
  rewrite: '改写原文：保持原意和条数，换一种更清晰、更有说服力的表达。',
  expand: '扩写原文：保留每一条原有内容，补充具体的细节、做法或例子，每条不超过 60 个字。',
  shorten: '精简原文：只保留核心信息，删去修饰和重复，每条不超过 20 个字，最多 5 条。',
  table:
    '把原文整理成表格的行：每行写成"名称：说明"（中文冒号），名称不超过 8 个字，说明不超过 30 个字，共 2 到 8 行。',
  timeline:
    '把原文整理成时间线或步骤：2 到 6 步，按先后顺序，每步以年份或"第一步"这样的序号开头，后接冒号和不超过 20 个字的说明。',
  translate: '把原文逐条翻译成目标语言，专有名词译法准确，不增删内容，条数不变。',
};

const THINKING_GUIDANCE =
  '动笔前先深入分析受众、演示目的和逻辑主线，确保章节之间层层递进、要点具体有据；只输出最终大纲，不要输出分析过程。';

/**
 * The outline writer over a chat model: renders the versioned prompt of each call, streams the
 * model's answer, and cleans it (no `<think>` block, no preamble before the first structured
 * line, no code fences) so that what reaches the client is the outline text format.
 */
export class LlmOutlineWriter implements OutlineWriter {
  readonly offline = false;
  readonly model: string;

  constructor(
    private readonly chat: ChatModel,
    private readonly prompts: PromptLibrary,
  ) {
    this.model = chat.model;
  }

  streamOutline(request: OutlineRequest): AsyncIterable<string> {
    const messages = this.prompts.render('outline', {
      topic: request.topic,
      page_guidance: PAGE_GUIDANCE[request.pageLimit],
      thinking_guidance: request.deepThinking ? THINKING_GUIDANCE : '',
      language: LANGUAGE[request.locale],
      references: request.references ?? '',
    });
    return gateLines(this.ask(messages, request, request.deepThinking), OUTLINE_START);
  }

  streamSectionList(request: OutlineRequest): AsyncIterable<string> {
    const messages = this.prompts.render('sectionList', {
      topic: request.topic,
      page_guidance: PAGE_GUIDANCE[request.pageLimit],
      language: LANGUAGE[request.locale],
    });
    return gateLines(this.ask(messages, request, request.deepThinking), OUTLINE_START);
  }

  streamPageFill(request: PageFillRequest): AsyncIterable<string> {
    const messages = this.prompts.render('pageFill', {
      topic: request.topic,
      title: request.title,
      outline_context: request.outline.trim()
        ? `整份大纲（供参考）：\n${request.outline.trim()}`
        : '',
      language: LANGUAGE[request.locale],
    });
    return gateLines(this.ask(messages, request), POINTS_START);
  }

  streamImport(request: TextRequest): AsyncIterable<string> {
    const messages = this.prompts.render('chatImport', {
      text: request.text,
      language: LANGUAGE[request.locale],
    });
    return gateLines(this.ask(messages, request), OUTLINE_START);
  }

  streamChat(request: ChatTextRequest): AsyncIterable<string> {
    const language = LANGUAGE[request.locale];
    if (request.type === CHAT_OUTLINE_TYPE) {
      const messages = this.prompts.render('chatOutline', { text: request.text, language });
      return gateLines(this.ask(messages, request), OUTLINE_START);
    }
    const messages = this.prompts.render('chat', {
      type: request.type,
      text: request.text,
      language,
    });
    return this.ask(messages, request);
  }

  streamEdit(request: EditRequest): AsyncIterable<string> {
    const { slide } = request;
    const messages = this.prompts.render('edit', {
      instruction: EDIT_INSTRUCTION[request.action],
      format: slide
        ? '每行一条要点，以星号加空格开头（* 要点）。'
        : '每行一段，与原文的分段对应，不要加序号、星号或引号。',
      language:
        request.action === 'translate'
          ? `全部内容使用${LANGUAGE[request.to ?? request.locale]}书写。`
          : '使用与原文相同的语言书写（原文是繁体中文就用繁体中文，是英文就用英文）。',
      context: slide ? `演示主题：${slide.topic}\n本页标题：${slide.title}` : '',
      text: request.text,
    });
    const answer = this.ask(messages, request);
    return slide ? gateLines(answer, POINTS_START) : answer;
  }

  private ask(
    messages: ChatMessage[],
    options: AiCallOptions,
    deepThinking = false,
  ): AsyncIterable<string> {
    return withoutThinking(
      this.chat.stream({
        messages,
        deepThinking,
        signal: options.signal,
        ...(options.onUsage ? { onUsage: options.onUsage } : {}),
      }),
    );
  }
}
