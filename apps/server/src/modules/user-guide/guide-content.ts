import type { Locale, UserGuideKey } from '@slidecraft/contract';

interface StepText {
  title: string;
  description: string;
}

interface GuideStepDef {
  key: string;
  /** The data-testid of the element the step points at (apps/web). */
  target: string;
  text: Record<Locale, StepText>;
}

export interface GuideDef {
  /** Raise to show the guide again to users who saw an older one. */
  version: number;
  steps: GuideStepDef[];
}

/** The guides of the web app, step by step, in the three interface languages. */
export const USER_GUIDES: Record<UserGuideKey, GuideDef> = {
  home: {
    version: 1,
    steps: [
      {
        key: 'topic',
        target: 'topic-input',
        text: {
          'zh-CN': {
            title: '输入主题',
            description: '在这里写下 PPT 的主题或一段要求，按回车或点击发送，AI 会先为你写好大纲。',
          },
          'zh-TW': {
            title: '輸入主題',
            description:
              '在這裡寫下簡報的主題或一段要求，按 Enter 或點擊傳送，AI 會先為你寫好大綱。',
          },
          'en-US': {
            title: 'Enter a topic',
            description:
              'Type the topic of your deck or a short brief here. Press Enter or Send and the AI writes an outline first.',
          },
        },
      },
      {
        key: 'deep-thinking',
        target: 'deep-thinking',
        text: {
          'zh-CN': {
            title: '深度思考',
            description: '打开后 AI 会先思考再写大纲，内容更充实，生成稍慢。',
          },
          'zh-TW': {
            title: '深度思考',
            description: '開啟後 AI 會先思考再寫大綱，內容更充實，生成稍慢。',
          },
          'en-US': {
            title: 'Deep thinking',
            description:
              'Turn it on and the AI thinks before it writes: a richer outline, a little slower.',
          },
        },
      },
      {
        key: 'page-count',
        target: 'page-limit',
        text: {
          'zh-CN': { title: '选择页数', description: '选择大致的页数范围，或交给 AI 智能决定。' },
          'zh-TW': { title: '選擇頁數', description: '選擇大致的頁數範圍，或交給 AI 智慧決定。' },
          'en-US': {
            title: 'Page count',
            description: 'Pick a rough number of slides, or let the AI decide.',
          },
        },
      },
      {
        key: 'submit',
        target: 'topic-submit',
        text: {
          'zh-CN': {
            title: '开始生成',
            description: '确认大纲、选择主题后即可生成 PPT，生成的作品会保存在个人空间。',
          },
          'zh-TW': {
            title: '開始生成',
            description: '確認大綱、選擇主題後即可生成簡報，生成的作品會儲存在個人空間。',
          },
          'en-US': {
            title: 'Generate',
            description:
              'Check the outline, choose a theme and generate the deck; your decks are kept in your personal space.',
          },
        },
      },
    ],
  },
};
