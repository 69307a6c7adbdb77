import type { PersonalSpaceMessages } from './zh-CN';

const personalSpace: PersonalSpaceMessages = {
  title: '我的空間',
  tabs: { kept: '我的 PPT', trash: '資源回收筒' },
  total: '共 {{count}} 個',
  search: '搜尋 PPT 標題',
  sort: { label: '排序', edited: '最近編輯', created: '最近建立' },
  card: {
    open: '開啟 {{title}}',
    menu: '更多操作',
    noThumbnail: '暫無預覽',
    edited: '{{time}}編輯',
    created: '{{time}}建立',
    deleted: '{{time}}刪除',
    purgeIn_one: '{{count}} 天後永久刪除',
    purgeIn_other: '{{count}} 天後永久刪除',
  },
  actions: {
    rename: '重新命名',
    share: '分享',
    download: '下載',
    copy: '複製一份',
    remove: '刪除',
    recover: '復原',
    destroy: '永久刪除',
  },
  rename: {
    title: '重新命名',
    placeholder: '輸入新的標題',
    blank: '標題不能為空',
    save: '儲存',
    done: '已重新命名',
  },
  removed: '已移到資源回收筒，{{days}} 天內可復原',
  download: { title: '下載「{{title}}」' },
  copied: '已複製一份，標題帶「副本」',
  recovered: '已復原',
  destroyConfirm: '永久刪除「{{title}}」？',
  destroyHint: '永久刪除後無法復原。',
  destroyed: '已永久刪除',
  loadMore: '載入更多',
  loadFailed: '清單載入失敗',
  reload: '重試',
  empty: {
    kept: '還沒有 PPT',
    create: '去建立一個',
    search: '沒有標題包含「{{search}}」的 PPT',
    trash: '資源回收筒是空的',
    trashHint: '刪除的 PPT 會在這裡保留 {{days}} 天',
  },
};

export default personalSpace;
