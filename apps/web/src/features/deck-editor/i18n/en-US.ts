import type { EditorMessages } from './zh-CN';

const editor: EditorMessages = {
  open: 'Edit slides',
  loading: 'Opening the editor…',
  loadFailed: 'The editor could not open. Please try again.',
  notReady: 'The deck is still being generated; you can edit it once it is done.',
  back: 'Back',
  slides: 'Slides',
  slideLabel: 'Slide {{n}}',
  toolbar: {
    undo: 'Undo',
    redo: 'Redo',
    addText: 'Text box',
    addShape: 'Shape',
    addSlide: 'New slide',
    duplicateSlide: 'Duplicate slide',
    deleteSlide: 'Delete slide',
    moveUp: 'Move up',
    moveDown: 'Move down',
    deleteElement: 'Delete element',
    theme: 'Theme',
    present: 'Present',
    bold: 'Bold',
    color: 'Colour',
    size: 'Size',
    alignLeft: 'Align left',
    alignCenter: 'Centre',
    alignRight: 'Align right',
    bullets: 'Bullets',
  },
  save: {
    saved: 'Saved',
    saving: 'Saving…',
    unsaved: 'Unsaved changes',
    failed: 'Saving failed; retrying automatically',
    leaveWarning: 'Some changes are not saved yet. Leave anyway?',
  },
  conflict: {
    title: 'This deck was changed in another window',
    body: 'Your edits here were not saved, so nothing made elsewhere is overwritten. Reload to continue editing.',
    reload: 'Reload',
  },
  notes: {
    label: 'Speaker notes',
    placeholder: 'Click to add notes',
  },
  text: {
    placeholder: 'Double-click to edit text',
    newText: 'New text',
  },
  present: {
    exit: 'Press Esc to exit',
    counter: '{{n}} / {{total}}',
  },
  lastSlide: 'A deck keeps at least one slide',
};

export default editor;
