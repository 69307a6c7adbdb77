/** The slide editor's texts. The zh-CN file is the source of the key types. */
const editor = {
  open: '编辑幻灯片',
  loading: '正在打开编辑器…',
  loadFailed: '编辑器打开失败，请重试',
  notReady: 'PPT 还在生成，完成后即可编辑',
  back: '返回',
  slides: '幻灯片',
  slideLabel: '第 {{n}} 页',
  toolbar: {
    undo: '撤销',
    redo: '重做',
    addText: '文本框',
    addShape: '形状',
    addSlide: '新建页',
    duplicateSlide: '复制页',
    deleteSlide: '删除页',
    moveUp: '上移',
    moveDown: '下移',
    deleteElement: '删除元素',
    theme: '主题',
    present: '放映',
    bold: '加粗',
    color: '颜色',
    size: '字号',
    alignLeft: '左对齐',
    alignCenter: '居中',
    alignRight: '右对齐',
    bullets: '项目符号',
  },
  save: {
    saved: '已保存',
    saving: '保存中…',
    unsaved: '有未保存的修改',
    failed: '保存失败，将自动重试',
    leaveWarning: '还有修改没有保存，确定离开吗？',
  },
  conflict: {
    title: '这份 PPT 已在其他窗口修改',
    body: '为避免覆盖别处的修改，这里的编辑没有保存。重新加载后可以继续编辑。',
    reload: '重新加载',
  },
  notes: {
    label: '演讲者备注',
    placeholder: '点击添加备注',
  },
  text: {
    placeholder: '双击编辑文字',
    newText: '新文本',
  },
  present: {
    exit: '按 Esc 退出放映',
    counter: '{{n}} / {{total}}',
  },
  lastSlide: '至少保留一页幻灯片',
};

export type EditorMessages = typeof editor;
export default editor;
