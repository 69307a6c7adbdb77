/**
 * The PPTX reader the import bench measures, from the server package as the other benches take
 * server code. It lands in apps/server/src/modules/import/deck/ and is exported from
 * apps/server/src/index.ts; until then this is the one line that does not compile.
 */
export { importPptxDeck } from '@slidecraft/server';
