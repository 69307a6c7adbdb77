/**
 * The browser entry of restyling (`@slidecraft/deck/restyle`): the editor previews an imported
 * deck in another theme before the server lays it out for good. Pure code: no writer, no file.
 */
export { restyleDeck, type RestyleOptions } from './restyle.js';
