/** /templates: the template centre (tags, search, appended paging). */
export { default } from '../features/templates/components/TemplateCentre';
