export { TemplateWall } from './components/TemplateWall';
export { useTemplateContents, TEMPLATE_LIST_SIZE } from './hooks/useTemplateContents';
export { fetchTemplateContents, type TemplateContentsQuery } from './api';
