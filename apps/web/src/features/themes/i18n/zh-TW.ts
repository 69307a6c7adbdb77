import type { ThemesMessages } from './zh-CN';

const themes: ThemesMessages = {
  title: '主題',
  current: '目前',
  loadFailed: '主題載入失敗',
  reload: '重新載入',
  brand: {
    tag: '企業',
    upload: '上傳企業範本',
    dialogTitle: '上傳企業範本',
    drop: '點擊或拖曳範本檔案到這裡',
    hint: '支援 .pptx / .potx，不超過 {{size}} MB',
    chosen: '已選擇：{{name}}',
    name: '範本名稱',
    namePlaceholder: '例如：公司範本',
    nameEmpty: '請填寫範本名稱',
    nameLength: '名稱最多 {{max}} 個字',
    nameInvalid: '名稱含有無法使用的字元',
    share: '誰可以使用',
    onlyMe: '僅自己',
    team: '團隊共享',
    submit: '上傳',
    working: '正在讀取範本的配色、字型和版式…',
    failedTitle: '無法使用這個範本',
    uploaded: '已新增企業主題「{{name}}」',
    remove: '刪除',
    removeTitle: '刪除企業主題「{{name}}」？',
    removeContent: '刪除後無法復原，也不會再出現在主題列表中。',
    removed: '已刪除企業主題',
  },
};

export default themes;
