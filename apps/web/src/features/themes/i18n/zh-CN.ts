/** The theme picker's texts (namespace `themes`). */
const themes = {
  title: '主题',
  current: '当前',
  loadFailed: '主题加载失败',
  reload: '重新加载',
  brand: {
    tag: '企业',
    upload: '上传企业模板',
    dialogTitle: '上传企业模板',
    drop: '点击或拖拽模板文件到这里',
    hint: '支持 .pptx / .potx，不超过 {{size}} MB',
    chosen: '已选择：{{name}}',
    name: '模板名称',
    namePlaceholder: '例如：公司模板',
    nameEmpty: '请填写模板名称',
    nameLength: '名称最多 {{max}} 个字',
    nameInvalid: '名称含有无法使用的字符',
    share: '谁可以使用',
    onlyMe: '仅自己',
    team: '团队共享',
    submit: '上传',
    working: '正在读取模板的配色、字体和版式…',
    failedTitle: '无法使用这个模板',
    uploaded: '已添加企业主题「{{name}}」',
    remove: '删除',
    removeTitle: '删除企业主题「{{name}}」？',
    removeContent: '删除后不能恢复，也不会再出现在主题列表中。',
    removed: '已删除企业主题',
  },
};

export default themes;
export type ThemesMessages = typeof themes;
