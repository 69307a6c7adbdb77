/** /templates/:id: one template, its slides, use / AI / download and recommendations. */
export { default } from '../features/templates/components/TemplateDetailPage';
