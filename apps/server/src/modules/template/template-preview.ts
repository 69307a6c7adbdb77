/**
 * The part of a template's outline shown before it is bought: the title block (the deck title,
 * its quoted subtitle lines and note) and the first section (spec section 3: level 2 is a
 * chapter, level 3 a section) with its points and sub-sections; nothing after the next chapter
 * or section heading.
 */
export function outlinePreview(outline: string): string {
  const kept: string[] = [];
  let chapter = false;
  let section = false;
  for (const line of outline.split('\n')) {
    const level = /^(#{2,3})\s/.exec(line)?.[1]?.length;
    if (level === 2) {
      if (chapter || section) break;
      chapter = true;
    } else if (level === 3) {
      if (section) break;
      section = true;
    }
    kept.push(line);
  }
  return kept.join('\n').trimEnd();
}
