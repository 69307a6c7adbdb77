import type { GenerationMessages } from './zh-CN';

const generation: GenerationMessages = {
  hero: {
    title: 'One sentence in, a good-looking deck out',
    subtitle: 'AI writes the outline, then lays out the slides; you only touch them up.',
  },
  box: {
    placeholder: 'Enter the topic of your presentation, e.g. The 2025 EV market',
    submit: 'Generate outline',
    deepThinking: 'Deep thinking',
    webSearch: 'Web search',
    webSearchHint:
      'Search the web for current facts first; the sources are listed on the last slide',
    pageLimit: 'Pages',
    import: 'Import a document',
    enterHint: 'Enter to send, Shift + Enter for a new line',
    suggestions: 'Suggested topics',
    tryTopics: 'Try one of these:',
    moreTopics: 'Show others',
    pages: {
      smart: 'Smart page count',
      p1to10: '1–10 pages',
      p10to20: '10–20 pages',
      p20to30: '20–30 pages',
      p30plus: '30+ pages',
    },
  },
};

export default generation;
