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
    pageLimit: '頁數',
    enterHint: 'Enter 送出，Shift + Enter 換行',
    pages: {
      smart: '智慧頁數',
      p1to10: '1–10 頁',
      p10to20: '10–20 頁',
      p20to30: '20–30 頁',
      p30plus: '30 頁以上',
    },
  },
  workspace: {
    title: '大綱',
    topic: '主題：{{topic}}',
    noParams: '還沒有主題',
    noParamsHint: '回到首頁輸入一個主題，AI 會為你產生大綱。',
    goHome: '去首頁輸入主題',
    streaming: '正在產生大綱…',
    received: '已產生 {{count}} 字',
    stopped: '已停止產生',
    regenerate: '重新產生',
    offline: '離線模式',
    offlineHint: '伺服器未設定 AI 模型，目前大綱由離線大綱編排器依主題產生。',
    failed: '大綱產生失敗',
    parseFailed: '大綱格式有誤',
    rawText: '大綱原文',
  },
  deck: {
    generate: '產生簡報',
    generated: '簡報已產生，可以下載了',
    download: '下載 PPTX',
    downloadPdf: '下載 PDF',
    preparing: '正在準備 PPTX 檔案…',
    cancel: '取消下載',
    cancelled: '下載已取消',
    failed: '簡報產生失敗，請稍後重試',
    started: '已開始下載',
  },
  preview: {
    title: '預覽',
    rendering: '正在產生投影片 {{finish}}/{{total}}',
    waiting: '第一頁馬上就好…',
    failed: '簡報產生失敗，請稍後重試',
    retry: '重試',
    slide: '第 {{n}} 頁',
    strip: '投影片縮圖',
  },
  theme: {
    title: '主題',
    current: '目前',
    applying: '正在套用主題…',
    hint: '產生簡報時將使用所選主題',
    loadFailed: '主題載入失敗',
    reload: '重新載入',
  },
};

export default generation;
