import type { GenerationMessages } from './zh-CN';

const generation: GenerationMessages = {
  hero: {
    title: '一句話，產生一份好看的簡報',
    subtitle: 'AI 先寫大綱，再排版成稿；你只需輕輕修改。',
  },
  box: {
    placeholder: '輸入你想要的簡報主題，例如：2025 年新能源汽車市場分析',
    submit: '產生大綱',
    deepThinking: '深度思考',
    webSearch: '聯網搜尋',
    webSearchHint: '先搜尋網路上的最新資料再寫大綱，來源列在最後一頁',
    pageLimit: '頁數',
    import: '匯入文件',
    enterHint: 'Enter 送出，Shift + Enter 換行',
    suggestions: '推薦主題',
    tryTopics: '試試這些主題：',
    moreTopics: '換一批',
    pages: {
      smart: '智慧頁數',
      p1to10: '1–10 頁',
      p10to20: '10–20 頁',
      p20to30: '20–30 頁',
      p30plus: '30 頁以上',
    },
  },
};

export default generation;
