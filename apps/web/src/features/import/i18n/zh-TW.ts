import type { ImportMessages } from './zh-CN';

const importMessages: ImportMessages = {
  button: '匯入文件',
  title: '匯入文件產生大綱',
  tabs: {
    file: '上傳檔案',
    link: '幕布連結',
  },
  file: {
    drop: '點擊或拖曳檔案到這裡',
    hint: '支援 Word、PDF、PPT、Markdown、TXT、XMind、OPML，不超過 {{size}} MB',
    chosen: '已選擇：{{name}}',
  },
  link: {
    placeholder: '貼上幕布分享連結，例如 https://mubu.com/doc/xxxx',
    hint: '僅支援幕布的 https 分享連結',
  },
  pptx: {
    keep: '原樣匯入為可編輯的簡報',
    keepHint: '文字、圖片、表格、圖表、備註和版式原樣保留，之後可一鍵換主題',
    outline: '只擷取大綱，由 AI 重新設計',
  },
  workingDeck: '正在讀取簡報，頁數多時需要十幾秒…',
  imported: '已匯入 {{slides}} 頁',
  importedNotes: '已匯入 {{slides}} 頁；{{count}} 個元素無法原樣保留，已轉為圖片、近似形狀或略去',
  submit: '開始匯入',
  working: '正在上傳並解析文件…',
  failedTitle: '匯入失敗',
  generationFailed: '產生失敗',
  iKnow: '我知道了',
};

export default importMessages;
