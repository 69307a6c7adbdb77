import {
  cssFontFamily,
  shippedFontOfFace,
  getTheme,
  type DeckDocument,
  type TextElement,
} from '@slidecraft/deck/scene';
import { useLayoutEffect, useRef } from 'react';
import { plainText } from '../model/deck-ops';

interface TextEditOverlayProps {
  deck: DeckDocument;
  slideIndex: number;
  elementId: string;
  scale: number;
  onChange: (text: string) => void;
  onDone: () => void;
}

const JUSTIFY = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

/**
 * Editing a text box in place: a plain-text editable area over the box, in the box's font,
 * size, colour, alignment and padding. It is uncontrolled (React never rewrites it while the
 * user types), so Chinese input methods keep their composition; the text goes to the deck on
 * every input outside a composition and when a composition ends. Esc or a click elsewhere ends
 * the edit, and the engine draws the result.
 */
export function TextEditOverlay(props: TextEditOverlayProps) {
  const { deck, slideIndex, elementId, scale } = props;
  const element = deck.slides[slideIndex]?.elements.find((e) => e.id === elementId) as
    TextElement | undefined;
  const area = useRef<HTMLDivElement>(null);
  const composing = useRef(false);
  // The text when editing began: later renders must not reset what the user is typing.
  const initial = useRef(element ? plainText(element) : '');

  useLayoutEffect(() => {
    const node = area.current;
    if (!node) return;
    node.innerText = initial.current;
    node.focus();
    const range = document.createRange();
    range.selectNodeContents(node);
    range.collapse(false);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }, []);

  if (!element) return null;
  const run = element.paragraphs[0]?.runs[0];
  const size = (run?.size ?? 18) * scale;
  const theme = getTheme(deck.themeId);
  const send = () => {
    const node = area.current;
    if (node && !composing.current) props.onChange(readText(node));
  };
  return (
    <div
      className="sc-ed-text-frame"
      style={{
        left: element.x * scale,
        top: element.y * scale,
        width: element.w * scale,
        minHeight: element.h * scale,
        justifyContent: JUSTIFY[element.valign],
      }}
    >
      <div
        ref={area}
        className="sc-ed-text"
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        role="textbox"
        aria-multiline
        data-testid="text-editor"
        spellCheck={false}
        style={{
          fontFamily: cssFontFamily(
            shippedFontOfFace(run?.fontFace)?.key ?? theme.fonts[element.font].render,
          ),
          fontSize: size,
          lineHeight: `${element.lineHeight * size}px`,
          fontWeight: run?.bold ? 700 : 400,
          color: `#${run?.color ?? '000000'}`,
          textAlign: element.align,
          padding: element.inset * scale,
        }}
        onInput={send}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => {
          composing.current = false;
          send();
        }}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Escape') props.onDone();
        }}
        onBlur={props.onDone}
      />
    </div>
  );
}

/** The lines of the editable area, without the trailing newline browsers keep. */
function readText(node: HTMLElement): string {
  return node.innerText.replace(/\r\n?/g, '\n').replace(/\n$/, '');
}
