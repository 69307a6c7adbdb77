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
    pageLimit: 'Pages',
    enterHint: 'Enter to send, Shift + Enter for a new line',
    pages: {
      smart: 'Smart page count',
      p1to10: '1–10 pages',
      p10to20: '10–20 pages',
      p20to30: '20–30 pages',
      p30plus: '30+ pages',
    },
  },
  workspace: {
    title: 'Outline',
    topic: 'Topic: {{topic}}',
    noParams: 'No topic yet',
    noParamsHint: 'Go back home and enter a topic; the AI will write the outline for you.',
    goHome: 'Enter a topic on the home page',
    streaming: 'Writing the outline…',
    received: '{{count}} characters so far',
    stopped: 'Generation stopped',
    regenerate: 'Regenerate',
    offline: 'Offline mode',
    offlineHint:
      'No AI model is configured on the server; this outline was composed offline from the topic.',
    failed: 'Outline generation failed',
    parseFailed: 'The outline is not well formed',
    rawText: 'Outline text',
  },
  deck: {
    generate: 'Generate PPT',
    generated: 'The deck is ready to download',
    download: 'Download PPTX',
    downloadPdf: 'Download PDF',
    preparing: 'Preparing the PPTX file…',
    cancel: 'Cancel download',
    cancelled: 'Download cancelled',
    failed: 'PPT generation failed, please try again later',
    started: 'Download started',
  },
  preview: {
    title: 'Preview',
    rendering: 'Rendering slides {{finish}}/{{total}}',
    waiting: 'The first slide is almost ready…',
    failed: 'PPT generation failed, please try again later',
    retry: 'Retry',
    slide: 'Slide {{n}}',
    strip: 'Slide thumbnails',
  },
  theme: {
    title: 'Theme',
    current: 'Current',
    applying: 'Applying the theme…',
    hint: 'The chosen theme is used when you generate the PPT',
    loadFailed: 'Could not load the themes',
    reload: 'Reload',
  },
};

export default generation;
