/**
 * The home page's hero and AI box, loaded at start; the generation flow's texts are in flow/
 * (namespace generationFlow), loaded with the workspace.
 */
const generation = {
  hero: {
    title: '一句话，生成一份好看的 PPT',
    subtitle: 'AI 先写大纲，再排版成稿；你只需轻轻修改。',
  },
  box: {
    placeholder: '输入你想要的演示主题，例如：2025 年新能源汽车市场分析',
    submit: '生成大纲',
    deepThinking: '深度思考',
    webSearch: '联网搜索',
    webSearchHint: '先搜索网络上的最新资料再写大纲，来源列在最后一页',
    pageLimit: '页数',
    import: '导入文档',
    enterHint: 'Enter 发送，Shift + Enter 换行',
    suggestions: '推荐主题',
    tryTopics: '试试这些主题：',
    moreTopics: '换一批',
    pages: {
      smart: '智能页数',
      p1to10: '1–10 页',
      p10to20: '10–20 页',
      p20to30: '20–30 页',
      p30plus: '30 页以上',
    },
  },
};

export default generation;
export type GenerationMessages = typeof generation;
