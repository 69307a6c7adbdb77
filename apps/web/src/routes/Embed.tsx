/** /embed: the generator inside a partner's page (docs/partners.md). */
export { default } from '../features/embed/EmbedPage';
