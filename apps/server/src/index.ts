/**
 * The server as a package (`@slidecraft/server`): what the bench and other tools build on,
 * instead of reaching into its folders.
 */
export { assembleApp, buildApp, type BuildOptions } from './app.js';
export { loadConfig, type AppConfig } from './config.js';
export { BUILT_IN_TEMPLATES, type TemplateSource } from './modules/template/catalogue/index.js';
export { TemplateFileSchema } from './modules/template/template-catalogue.js';
export {
  importPptxDeck,
  type ImportNote,
  type ImportedPicture,
  type ImportedPptx,
} from './modules/deck-import/reader/read-deck.js';
