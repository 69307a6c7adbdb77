import type { ImageCrop, Slide } from '../model.js';
import { cropBackground } from './background.js';
import { groupObjects, groupRuns, type GroupRun } from './slide-groups.js';
import { fixTextBody } from './slide-text.js';
import { joinShapeTree, largestShapeId, objectName, splitShapeTree } from './sp-tree.js';
import { textBodyFix, type TextBodyFix } from './text-body.js';
import { escapeXml } from './xml.js';

/**
 * What one slide's XML needs after pptxgenjs wrote it: what pptxgenjs cannot express (groups,
 * bullet colours, a background picture cut to the page, one `a:pPr` per paragraph).
 */
export interface SlidePlan {
  /** The element ids in paint order: object i of the shape tree is element i. */
  names: string[];
  /** Fixes to the text body of element i (a text box or a shape with text). */
  texts: Map<number, TextBodyFix>;
  groups: GroupRun[];
  backgroundCrop?: ImageCrop;
}

/** The slide's plan, or undefined when pptxgenjs's XML is already what the slide needs. */
export function planSlide(slide: Slide, backgroundCrop?: ImageCrop): SlidePlan | undefined {
  const texts = new Map<number, TextBodyFix>();
  slide.elements.forEach((element, index) => {
    const body = element.type === 'text' ? element : element.type === 'shape' && element.text;
    const fix = body ? textBodyFix(body) : undefined;
    if (fix) texts.set(index, fix);
  });
  const groups = groupRuns(slide.elements);
  if (!texts.size && !groups.length && !backgroundCrop) return undefined;
  const names = slide.elements.map((element) => element.id);
  return { names, texts, groups, ...(backgroundCrop ? { backgroundCrop } : {}) };
}

/** Groups the runs' objects; a run whose frames cannot be read stays ungrouped. */
function withGroups(objects: string[], runs: readonly GroupRun[], firstId: number): string[] {
  const result: string[] = [];
  let next = 0;
  let id = firstId;
  for (const run of runs) {
    result.push(...objects.slice(next, run.first));
    const members = objects.slice(run.first, run.last + 1);
    const group = groupObjects(members, run.id, id);
    if (group) id++;
    result.push(...(group ? [group] : members));
    next = run.last + 1;
  }
  result.push(...objects.slice(next));
  return result;
}

/**
 * The shape tree's objects fixed and grouped. The tree must hold the slide's elements in order
 * (each by its name): otherwise it is left as written, since a fix to the wrong object would
 * be worse than the fix not made.
 */
function rewriteObjects(xml: string, plan: SlidePlan): string {
  const tree = splitShapeTree(xml);
  if (!tree || tree.objects.length < plan.names.length) return xml;
  const matches = plan.names.every(
    (name, index) => objectName(tree.objects[index]!) === escapeXml(name),
  );
  if (!matches) return xml;
  const objects = [...tree.objects];
  for (const [index, fix] of plan.texts) objects[index] = fixTextBody(objects[index]!, fix);
  const grouped = withGroups(objects, plan.groups, largestShapeId(xml) + 1);
  return joinShapeTree({ ...tree, objects: grouped });
}

export function rewriteSlide(xml: string, plan: SlidePlan): string {
  let fixed = xml;
  if (plan.texts.size || plan.groups.length) fixed = rewriteObjects(fixed, plan);
  if (plan.backgroundCrop) fixed = cropBackground(fixed, plan.backgroundCrop);
  return fixed;
}
