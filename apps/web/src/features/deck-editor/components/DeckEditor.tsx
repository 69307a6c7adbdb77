import {
  deckFonts,
  type DeckElement,
  type FontRole,
  type ShippedFont,
  type TextElement,
} from '@slidecraft/deck/scene';
import { Alert, Button, Grid, Spin, Typography } from 'antd';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui';
import { DeckActions } from '../../deck-export/components/DeckActions';
import * as ops from '../model/deck-ops';
import { newChart, newTable } from '../model/table-chart-ops';
import { withFrames, type Frame } from '../model/frames';
import { loadWebFont, useDeckWebFonts } from '../model/web-fonts';
import type { DeckHistory } from '../model/history';
import {
  useDeck,
  useDeckSession,
  useHistoryFlags,
  usePictures,
  useSaveState,
  type DeckSession,
} from '../hooks/useDeckEditor';
import { useEditorAi } from '../hooks/useEditorAi';
import { useEditorKeys } from '../hooks/useEditorKeys';
import { usePictureUpload } from '../hooks/usePictureUpload';
import { lazyModule } from '../../../shared/lazyModule';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { useStable } from '../hooks/useStable';
import { AiMenu } from './AiMenu';
import { AiPreview } from './AiPreview';
import { useRestyles } from '../hooks/useRestyles';
import { ConflictDialog, ThemesDrawer } from './EditorDialogs';
import { DeckEditorToolbar, summarizeText } from './DeckEditorToolbar';
import type { FontTarget } from './FontPicker';
import { NotesPanel } from './NotesPanel';
import { PresentMode } from './PresentMode';
import { SaveStatus } from './SaveStatus';
import { SlideCanvas } from './SlideCanvas';
import { SlideRail } from './SlideRail';
import { addEditorTexts, useEditorTranslation } from '../editor-texts';

/** The table and chart inspectors (and their number inputs): after the first frame. */
const useInspectors = lazyModule(() => import('./ElementInspector'));

/** How long typing pauses before the engine draws the slide being typed in again. */
const TYPING_PAUSE_MS = 120;

interface DeckEditorProps {
  recordId: string;
  /** Starts generating the record in another theme (the edits are kept by the server). */
  onChooseTheme: (themeId: string) => void;
}

/** The downloads do not change while the user types. */
const Downloads = memo(DeckActions);

/** The slide editor of a generated record (/workspace?recordId=). */
export function DeckEditor({ recordId, onChooseTheme }: DeckEditorProps) {
  addEditorTexts();
  const { t } = useTranslation(['editor', 'common']);
  const { session, loading, failed, retry, reload } = useDeckSession(recordId);
  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={<Button onClick={retry}>{t('common:retry')}</Button>}
        data-testid="editor-load-failed"
      />
    );
  }
  if (loading || !session) {
    return (
      <div className="sc-center" data-testid="editor-loading">
        <Spin tip={t('loading')} size="large">
          <div style={{ padding: 40 }} />
        </Spin>
      </div>
    );
  }
  return (
    <EditorSession
      key={session.doc.version}
      session={session}
      recordId={recordId}
      onReload={() => void reload()}
      onChooseTheme={(themeId) => void session.saver.flush().then(() => onChooseTheme(themeId))}
    />
  );
}

function EditorSession(props: {
  session: DeckSession;
  recordId: string;
  onReload: () => void;
  onChooseTheme: (themeId: string) => void;
}) {
  const { t } = useEditorTranslation();
  const { history, saver, doc } = props.session;
  const deck = useDeck(history);
  const { canUndo, canRedo } = useHistoryFlags(history);
  useDeckWebFonts(deck);
  const saveState = useSaveState(saver);
  const [slideIndex, setSlideIndex] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [liveFrames, setLiveFrames] = useState<Record<string, Frame> | null>(null);
  const [presenting, setPresenting] = useState(false);
  const [themesOpen, setThemesOpen] = useState(false);

  const current = Math.min(slideIndex, deck.slides.length - 1);
  // The record's theme ('original' for an import as it came) and whether it restyles.
  const recordTheme = doc.themeId || deck.themeId;
  const restyling = useRestyles(props.recordId, deck, recordTheme, themesOpen);
  const slide = deck.slides[current]!;
  // Undo may take away what was selected.
  const kept = selected.filter((id) => slide.elements.some((e) => e.id === id));
  const selection = kept.length === selected.length ? selected : kept;
  const shown = useMemo(() => withFrames(deck, current, liveFrames), [deck, current, liveFrames]);
  const texts = slide.elements.filter(
    (e): e is TextElement => e.type === 'text' && selection.includes(e.id),
  );

  const change = useCallback(
    (recipe: Parameters<DeckHistory['change']>[0], key?: string) => history.change(recipe, key),
    [history],
  );
  const selectSlide = (index: number) => {
    setSlideIndex(index);
    setSelected([]);
    setEditing(null);
  };
  const fallbackRun = { text: '', size: 18, color: '333333' };

  const inspected =
    selection.length === 1 ? slide.elements.find((e) => e.id === selection[0]) : undefined;
  /** Adds an element to the slide and selects it (`edit`: and types in it). */
  const insert = (element: DeckElement, edit = false) => {
    change(ops.addElement(current, element));
    setSelected([element.id]);
    if (edit) setEditing(element.id);
  };
  const addText = () =>
    insert(ops.textBox(deck, t('text.newText'), { x: 330, y: 230, w: 300, h: 60 }), true);
  const addShape = () => insert(ops.shapeBox(deck, { x: 400, y: 190, w: 160, h: 160 }));
  const addTable = () =>
    insert(newTable(deck, { x: 180, y: 150, w: 600, h: 180 }, t('table.headers').split('|')));
  const addChart = () => {
    const names = [1, 2, 3, 4].map((n) => t('chart.newCategory', { n }));
    insert(newChart(deck, { x: 240, y: 120, w: 480, h: 300 }, names));
  };
  const pictures = usePictures(props.recordId);
  // A new picture replaces the selected one, or goes on the slide.
  const picture = usePictureUpload(props.recordId, (uploaded) => {
    if (inspected?.type === 'image') change(ops.replaceImage(current, inspected.id, uploaded.src));
    else insert(ops.imageBox(deck, uploaded));
  });
  const deleteSelection = () => {
    if (selection.length === 0) return;
    change(ops.deleteElements(current, selection));
    setSelected([]);
  };
  const moveSlide = (by: -1 | 1) => {
    change(ops.moveSlide(current, current + by));
    setSlideIndex(current + by);
  };
  const deleteSlide = () => {
    if (deck.slides.length <= 1) {
      toast.info(t('lastSlide'));
      return;
    }
    change(ops.deleteSlide(current));
    selectSlide(Math.max(0, current - 1));
  };

  // Typing in a text box first updates the box itself; the engine's drawing of the slide and
  // of its thumbnail follows a pause in the typing, in a render React may put off (keystroke
  // latency, issue 12).
  const drawn = useDeferredValue(useDebouncedValue(shown, editing ? TYPING_PAUSE_MS : 0));
  const inspectors = useInspectors();
  const railActions = useStable({
    onSelect: selectSlide,
    onAdd: () => {
      change(ops.insertSlide(current + 1, ops.blankSlide(deck, t('text.newText'))));
      selectSlide(current + 1);
    },
    onDuplicate: () => {
      change(ops.duplicateSlide(current));
      selectSlide(current + 1);
    },
    onDelete: deleteSlide,
    onMove: moveSlide,
    onReorder: (from: number, to: number) => {
      change(ops.moveSlide(from, to));
      selectSlide(to);
    },
  });
  const canvasActions = useStable({
    onSelect: setSelected,
    onEdit: setEditing,
    onLiveFrames: setLiveFrames,
    onCommitFrames: (frames: Record<string, Frame>) =>
      change((draft) => {
        for (const [id, frame] of Object.entries(frames)) ops.setFrame(current, id, frame)(draft);
      }),
    onTextChange: (id: string, text: string) =>
      change(ops.setText(current, id, text, fallbackRun), `text-${id}`),
  });

  const summary = summarizeText(texts);
  const noText = summary === null;
  // The same object while the look does not change (typing changes the words, not the look).
  const textStyle = useMemo(
    () => summary,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [summary?.bold, summary?.color, summary?.size, summary?.bullets, summary?.fontFace, noText],
  );
  const notesActions = useStable({
    onChange: (notes: string) => change(ops.setNotes(current, notes), `notes-${slide.id}`),
  });
  const toolbarActions = useStable({
    onUndo: () => history.undo(),
    onRedo: () => history.redo(),
    onAddText: addText,
    onAddShape: addShape,
    onAddTable: addTable,
    onAddChart: addChart,
    onDelete: deleteSelection,
    onStyle: (style: ops.RunStyle) => change(ops.styleText(current, selection, style)),
    onAlign: (align: TextElement['align']) => change(ops.alignText(current, selection, align)),
    onBullets: () => change(ops.toggleBullets(current, selection)),
    onFont: (target: FontTarget, font: ShippedFont | null) => {
      if (font) loadWebFont(font.id);
      const face = font?.family ?? null;
      change(
        target === 'selection'
          ? ops.setFontFace(current, selection, face)
          : ops.setRoleFont(target, face),
      );
    },
    roleFace: (role: FontRole) => deckFonts(deck)[role]?.family,
    onPresent: () => setPresenting(true),
    onThemes: () => setThemesOpen(true),
    onPicture: picture.choose,
  });

  const desktop = Grid.useBreakpoint().md !== false;
  const ai = useEditorAi({
    recordId: props.recordId,
    history,
    saver,
    slide,
    selection,
    onStart: () => {
      setEditing(null);
      // The selection frame draws above the phone's bottom sheet.
      if (!desktop) setSelected([]);
    },
    // The new slide takes the old one's place: what was selected on it is gone.
    onApplied: (target) => target.kind === 'slide' && setSelected([]),
  });
  const aiMenu = useMemo(() => <AiMenu {...ai.menu} />, [ai.menu]);

  useEditorKeys({
    active: !presenting && !editing,
    onUndo: () => history.undo(),
    onRedo: () => history.redo(),
    onDelete: deleteSelection,
    onNudge: (dx, dy) =>
      selection.length > 0 && change(ops.moveElements(current, selection, dx, dy), 'nudge'),
    onEscape: () => setSelected([]),
    onEdit: () => {
      if (texts.length === 1) setEditing(texts[0]!.id);
    },
    onSlide: (by) => selectSlide(Math.min(deck.slides.length - 1, Math.max(0, current + by))),
  });

  useEffect(() => {
    if (saveState === 'failed') toast.warning(t('save.failed'));
    if (saveState === 'refused') toast.error(saver.refusedBecause || t('save.refused'));
  }, [saveState, saver, t]);

  return (
    <div className="sc-ed" data-testid="deck-editor">
      <div className="sc-ed-head">
        <Typography.Title level={4} className="sc-ed-title" ellipsis>
          {deck.title || doc.title}
        </Typography.Title>
        <SaveStatus state={saveState} />
      </div>
      <DeckEditorToolbar
        restyles={restyling}
        canUndo={canUndo}
        canRedo={canRedo}
        textStyle={textStyle}
        hasSelection={selection.length > 0}
        pictureSelected={inspected?.type === 'image'}
        uploading={picture.uploading}
        ai={aiMenu}
        themeId={deck.themeId}
        {...toolbarActions}
      />
      {picture.input}
      <div className="sc-ed-body">
        <SlideRail deck={drawn} pictures={pictures} selected={current} {...railActions} />
        <div className="sc-ed-main">
          <SlideCanvas
            deck={shown}
            drawDeck={editing ? drawn : shown}
            pictures={pictures}
            slideIndex={current}
            selected={selection}
            editing={editing}
            {...canvasActions}
          />
          {inspectors && inspected?.type === 'table' && (
            <inspectors.TableInspector table={inspected} slideIndex={current} change={change} />
          )}
          {inspectors && inspected?.type === 'chart' && (
            <inspectors.ChartInspector chart={inspected} slideIndex={current} change={change} />
          )}
          <NotesPanel notes={slide.notes} onChange={notesActions.onChange} />
          <Downloads
            recordId={props.recordId}
            title={deck.title || doc.title}
            ready={saveState === 'saved'}
          />
        </div>
      </div>
      {presenting && (
        <PresentMode
          deck={deck}
          pictures={pictures}
          start={current}
          onExit={(at) => {
            setPresenting(false);
            selectSlide(at);
          }}
        />
      )}
      <AiPreview {...ai.preview} deck={deck} pictures={pictures} desktop={desktop} />
      <ConflictDialog open={saveState === 'conflict'} onReload={props.onReload} />
      <ThemesDrawer
        open={themesOpen}
        current={recordTheme}
        onClose={() => setThemesOpen(false)}
        onChoose={props.onChooseTheme}
        {...(restyling ? { restyle: { deck, slideIndex: current, pictures } } : {})}
      />
    </div>
  );
}
