import {
  slideFacts,
  type BackgroundFact,
  type DeckFacts,
  type FrameFact,
  type FrameSource,
  type SlideFacts,
} from './pptx-fidelity-facts.js';
import { placeholderOf, treeFrames, xfrmBox, type Box } from './pptx-fidelity-shapes.js';
import {
  attr,
  child,
  children,
  childrenOf,
  numberAttr,
  openPackage,
  path,
  relOfType,
  type OpcPackage,
  type XmlElement,
} from './pptx-fidelity-xml.js';

/** A .pptx read straight from its parts into the facts the harness compares. */

const EMU_PER_POINT = 12700;

/** A layout's and a master's placeholders, by type and index. */
interface Placeholder {
  type: string;
  idx: string | undefined;
  box: Box | undefined;
}

const typeOf = (placeholder: XmlElement) => attr(placeholder, 'type') ?? 'body';
/** The master has one placeholder of each kind: titles match its title, content its body. */
const masterType = (type: string) =>
  type === 'ctrTitle' || type === 'title'
    ? 'title'
    : ['dt', 'ftr', 'sldNum', 'hdr'].includes(type)
      ? type
      : 'body';

function placeholdersOf(root: XmlElement | undefined): Placeholder[] {
  const tree = path(root, 'p:cSld', 'p:spTree');
  return childrenOf(tree).flatMap((node) => {
    const placeholder = placeholderOf(node);
    if (!placeholder) return [];
    const xfrm = path(node, 'p:spPr', 'a:xfrm') ?? child(node, 'p:xfrm');
    return [{ type: typeOf(placeholder), idx: attr(placeholder, 'idx'), box: xfrmBox(xfrm) }];
  });
}

/** Where a slide placeholder without a frame of its own sits: its layout's, else its master's. */
function inheritance(layout: XmlElement | undefined, master: XmlElement | undefined) {
  const onLayout = placeholdersOf(layout);
  const onMaster = placeholdersOf(master);
  const fromMaster = (type: string) =>
    onMaster.find((item) => masterType(item.type) === masterType(type))?.box;
  return (placeholder: XmlElement): Box | undefined => {
    const type = typeOf(placeholder);
    const idx = attr(placeholder, 'idx');
    const match =
      (idx !== undefined ? onLayout.find((item) => item.idx === idx) : undefined) ??
      onLayout.find((item) => item.type === type);
    return match?.box ?? fromMaster(match?.type ?? type);
  };
}

const hex = (fill: XmlElement | undefined) => attr(child(fill, 'a:srgbClr'), 'val')?.toUpperCase();

/** The background a part states, or undefined when it takes its layout's or master's. */
function backgroundOf(root: XmlElement | undefined): BackgroundFact | undefined {
  const background = path(root, 'p:cSld', 'p:bg');
  if (!background) return undefined;
  const properties = child(background, 'p:bgPr');
  if (child(properties, 'a:blipFill')) return { picture: true };
  const color = hex(child(properties, 'a:solidFill')) ?? hex(child(background, 'p:bgRef'));
  return color ? { picture: false, color } : { picture: false };
}

const hidesMaster = (root: XmlElement | undefined) =>
  ['0', 'false'].includes(attr(root, 'showMasterSp') ?? '');

async function partFrames(
  pkg: OpcPackage,
  part: string,
  from: FrameSource,
  inherited: (ph: XmlElement) => Box | undefined,
) {
  const tree = path(await pkg.xml(part), 'p:cSld', 'p:spTree');
  return treeFrames(tree, { pkg, rels: await pkg.rels(part), from, inherited });
}

async function slideFactsOf(pkg: OpcPackage, slidePart: string): Promise<SlideFacts> {
  const slide = await pkg.xml(slidePart);
  const layoutPart = relOfType(await pkg.rels(slidePart), 'slideLayout');
  const layout = layoutPart ? await pkg.xml(layoutPart) : undefined;
  const masterPart = layoutPart ? relOfType(await pkg.rels(layoutPart), 'slideMaster') : undefined;
  const master = masterPart ? await pkg.xml(masterPart) : undefined;
  const inherited = inheritance(layout, master);
  const frames: FrameFact[] = [];
  // showMasterSp="0" on a slide hides its layout's and master's shapes; on a layout, the master's.
  if (!hidesMaster(slide)) {
    if (masterPart && !hidesMaster(layout))
      frames.push(...(await partFrames(pkg, masterPart, 'master', inherited)));
    if (layoutPart) frames.push(...(await partFrames(pkg, layoutPart, 'layout', inherited)));
  }
  frames.push(...(await partFrames(pkg, slidePart, 'slide', inherited)));
  const background = backgroundOf(slide) ??
    backgroundOf(layout) ??
    backgroundOf(master) ?? { picture: false };
  return slideFacts(frames, background);
}

/**
 * Per slide, in presentation order: every element a slide show draws (the slide's own and the
 * shapes of its layout and master; empty placeholders draw nothing), with its kind, its frame in
 * points on the page (groups resolved through chOff/chExt) and its texts; the background.
 */
export async function pptxFacts(bytes: Uint8Array): Promise<DeckFacts> {
  const pkg = await openPackage(bytes);
  const presentationPart =
    relOfType(await pkg.rels(''), 'officeDocument') ?? 'ppt/presentation.xml';
  const presentation = await pkg.xml(presentationPart);
  const rels = await pkg.rels(presentationPart);
  const size = child(presentation, 'p:sldSz');
  const page = {
    width: numberAttr(size, 'cx') / EMU_PER_POINT,
    height: numberAttr(size, 'cy') / EMU_PER_POINT,
  };
  const slides: SlideFacts[] = [];
  for (const id of children(child(presentation, 'p:sldIdLst'), 'p:sldId')) {
    const part = rels.get(attr(id, 'r:id') ?? '')?.target;
    if (part) slides.push(await slideFactsOf(pkg, part));
  }
  return { page, slides };
}
