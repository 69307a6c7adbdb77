/**
 * The outline screen's code (its stream, tree editor, page forms and theme picker), a chunk of
 * its own: loaded for a new outline, not with a deck opened from the history. The workspace
 * route and the home page's topic box start it early; the workspace page renders it.
 */
export const loadOutlineWorkspace = () =>
  import('./components/OutlineWorkspace').then((m) => ({ default: m.OutlineWorkspace }));
