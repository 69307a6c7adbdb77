// A pptxgenjs presentation that notes, beside each object it adds, what a reader must find in
// the file: the object's kind, its frame in points and its texts. The notes become the corpus
// manifest (corpus.json), which the fidelity harness's own tests read the decks against.
import pptxgenModule from 'pptxgenjs';

const Presentation = typeof pptxgenModule === 'function' ? pptxgenModule : pptxgenModule.default;

/** Page sizes of pptxgenjs's layouts, in points. */
const PAGES = {
  LAYOUT_WIDE: { width: 960, height: 540 },
  LAYOUT_16x9: { width: 720, height: 405 },
  LAYOUT_4x3: { width: 720, height: 540 },
};

const points = (inches) => Math.round(inches * 72 * 100) / 100;
const frameOf = ({ x, y, w, h }) => ({ x: points(x), y: points(y), w: points(w), h: points(h) });
const normalise = (text) => text.replace(/\s+/g, ' ').trim();
const units = (texts) => texts.map(normalise).filter(Boolean);

/**
 * Options pptxgenjs reads per paragraph, given on a paragraph's first run, go on all its runs:
 * pptxgenjs starts a new paragraph where `align` changes. Not `bullet`: a run with a bullet
 * always starts a new paragraph.
 */
const PARAGRAPH_OPTIONS = [
  'align',
  'indentLevel',
  'lineSpacingMultiple',
  'paraSpaceAfter',
  'paraSpaceBefore',
];

/** Paragraphs (arrays of runs `{ text, options }`) as pptxgenjs's flat run list. */
function runList(paragraphs) {
  return paragraphs.flatMap((runs, index) => {
    const first = runs[0]?.options ?? {};
    const paragraph = Object.fromEntries(
      PARAGRAPH_OPTIONS.filter((key) => key in first).map((key) => [key, first[key]]),
    );
    return runs.map((run, runIndex) => ({
      text: run.text,
      options: {
        ...run.options,
        ...paragraph,
        breakLine: runIndex === runs.length - 1 && index < paragraphs.length - 1,
      },
    }));
  });
}
const paragraphTexts = (paragraphs) =>
  units(paragraphs.map((runs) => runs.map((run) => run.text).join('')));

/** What a chart part caches as text: its title, axis titles, series names and categories. */
function chartTexts(data, options) {
  const titles = [
    options.showTitle ? options.title : '',
    options.showValAxisTitle ? options.valAxisTitle : '',
  ];
  const categories = data[0]?.labels ?? [];
  return units([...titles, ...data.map((series) => series.name), ...categories]);
}

function slideRecorder(target, facts, placeholders) {
  const add = (kind, frame, texts, from = 'slide') =>
    facts.frames.push({ kind, ...frameOf(frame), texts, from });
  return {
    text(paragraphs, frame, options = {}) {
      target.addText(runList(paragraphs), { ...frame, ...options });
      add('text', frame, paragraphTexts(paragraphs));
    },
    /** Text into the master's placeholder `name`, which gives the frame. */
    placeholder(name, paragraphs) {
      target.addText(runList(paragraphs), { placeholder: name });
      add('text', placeholders.get(name), paragraphTexts(paragraphs));
    },
    shape(type, frame, options = {}, paragraphs = []) {
      if (paragraphs.length > 0)
        target.addText(runList(paragraphs), { shape: type, ...frame, ...options });
      else target.addShape(type, { ...frame, ...options });
      const texts = paragraphTexts(paragraphs);
      add(texts.length > 0 ? 'text' : 'shape', frame, texts);
    },
    image(picture, frame, options = {}) {
      target.addImage({ data: picture.data, ...frame, ...options });
      // With `sizing`, pptxgenjs takes x, y, w, h as the picture and sizing's w, h as the frame.
      const box = options.sizing ? { ...frame, w: options.sizing.w, h: options.sizing.h } : frame;
      add('picture', box, []);
    },
    // Texts are noted before the call: pptxgenjs rewrites the rows and series it is given.
    table(rows, frame, options = {}) {
      const cells = rows
        .flat()
        .map((cell) => (typeof cell === 'string' ? cell : (cell.text ?? '')));
      add('table', frame, units(cells));
      target.addTable(rows, { ...frame, ...options });
    },
    chart(type, data, frame, options = {}) {
      add('chart', frame, chartTexts(data, options));
      target.addChart(type, data, { ...frame, ...options });
    },
    background(background) {
      target.background = background;
      facts.background = background.data
        ? { picture: true }
        : { picture: false, color: background.color };
    },
    notes(text) {
      target.addNotes(text);
    },
  };
}

/** A new deck; `layout` is one of pptxgenjs's layout names. */
export function recordedDeck({ title, layout = 'LAYOUT_WIDE' }) {
  const pptx = new Presentation();
  pptx.layout = layout;
  pptx.title = title;
  pptx.author = 'slidecraft PPTX corpus';
  const masters = new Map();
  const slides = [];
  return {
    pptx,
    /** A slide master (pptxgenjs writes it as a slide layout) with objects every slide shows. */
    master(name, { background, objects = [], slideNumber }) {
      const frames = [];
      const placeholders = new Map();
      for (const object of objects) {
        const [kind, value] = Object.entries(object)[0];
        const options = value.options ?? value;
        if (kind === 'placeholder') placeholders.set(options.name, options);
        else if (kind === 'image')
          frames.push({ kind: 'picture', ...frameOf(options), texts: [], from: 'layout' });
        else if (kind === 'text')
          frames.push({
            kind: 'text',
            ...frameOf(options),
            texts: units([value.text]),
            from: 'layout',
          });
        else frames.push({ kind: 'shape', ...frameOf(options), texts: [], from: 'layout' });
      }
      pptx.defineSlideMaster({
        title: name,
        background,
        objects,
        ...(slideNumber ? { slideNumber } : {}),
      });
      const facts = background?.data
        ? { picture: true }
        : { picture: false, color: background?.color };
      masters.set(name, { frames, placeholders, background: facts });
    },
    slide(masterName) {
      const master = masterName ? masters.get(masterName) : undefined;
      const target = pptx.addSlide(masterName ? { masterName } : undefined);
      // pptxgenjs's default master has the theme's white background (a scheme colour, no hex).
      const facts = {
        background: master?.background ?? { picture: false },
        frames: [...(master?.frames ?? [])],
      };
      slides.push(facts);
      return slideRecorder(target, facts, master?.placeholders ?? new Map());
    },
    manifest() {
      return { page: PAGES[layout], slides };
    },
    async write() {
      return Buffer.from(await pptx.write({ outputType: 'nodebuffer' }));
    },
  };
}
