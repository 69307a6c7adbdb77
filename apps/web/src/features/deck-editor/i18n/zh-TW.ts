import type { EditorMessages } from './zh-CN';

const editor: EditorMessages = {
  open: '編輯投影片',
  loading: '正在開啟編輯器…',
  loadFailed: '編輯器開啟失敗，請重試',
  notReady: '簡報還在產生，完成後即可編輯',
  back: '返回',
  slides: '投影片',
  slideLabel: '第 {{n}} 頁',
  toolbar: {
    undo: '復原',
    redo: '重做',
    addText: '文字方塊',
    addShape: '圖形',
    addSlide: '新增頁',
    duplicateSlide: '複製頁',
    deleteSlide: '刪除頁',
    moveUp: '上移',
    moveDown: '下移',
    deleteElement: '刪除元素',
    theme: '主題',
    present: '放映',
    bold: '粗體',
    color: '顏色',
    size: '字級',
    alignLeft: '靠左對齊',
    alignCenter: '置中',
    alignRight: '靠右對齊',
    bullets: '項目符號',
  },
  save: {
    saved: '已儲存',
    saving: '儲存中…',
    unsaved: '有未儲存的修改',
    failed: '儲存失敗，將自動重試',
    leaveWarning: '還有修改沒有儲存，確定離開嗎？',
  },
  conflict: {
    title: '這份簡報已在其他視窗修改',
    body: '為避免覆蓋別處的修改，這裡的編輯沒有儲存。重新載入後可以繼續編輯。',
    reload: '重新載入',
  },
  notes: {
    label: '演講者備忘稿',
    placeholder: '點擊新增備忘稿',
  },
  text: {
    placeholder: '按兩下編輯文字',
    newText: '新文字',
  },
  present: {
    exit: '按 Esc 結束放映',
    counter: '{{n}} / {{total}}',
  },
  lastSlide: '至少保留一頁投影片',
};

export default editor;
