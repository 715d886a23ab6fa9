import { forwardRef, useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import { CODE_LENGTH, keyInto, pasteInto, typeInto, type CodeEdit } from '../code-input-rules';

export interface CodeBoxesHandle {
  focus: (index?: number) => void;
}

interface CodeBoxesProps {
  idPrefix: string;
  code: string[];
  onChange: (code: string[]) => void;
  labelledBy: string;
}

/** Four one-digit boxes: typing moves on, paste fills all, arrows and Backspace move between boxes. */
export const CodeBoxes = forwardRef<CodeBoxesHandle, CodeBoxesProps>(function CodeBoxes({ idPrefix, code, onChange, labelledBy }, ref) {
  const t = useT('auth', en);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focus = (index = 0) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus }));

  /** `from` is the box the edit was made in. */
  function apply(edit: CodeEdit | null, from: HTMLInputElement) {
    if (!edit) return false;
    if (edit.code.join('') !== code.join('')) onChange(edit.code);
    // After React has written the new values, so select() covers the new digit. Only if the
    // customer is still in that box: a slow phone can draw that frame after they have tapped the
    // new password, whose first letters would otherwise land in the code.
    requestAnimationFrame(() => {
      if (document.activeElement === from) focus(edit.focus);
    });
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (apply(keyInto(code, index, event.key), event.currentTarget)) event.preventDefault();
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>, index: number) {
    event.preventDefault();
    apply(pasteInto(code, index, event.clipboardData.getData('text')), event.currentTarget);
  }

  return (
    <div className="code-boxes" role="group" aria-labelledby={labelledBy}>
      {Array.from({ length: CODE_LENGTH }, (_, i) => (
        <input
          key={i}
          id={`${idPrefix}-${i}`}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          className="code-boxes__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('code.digit', { n: i + 1, total: CODE_LENGTH })}
          value={code[i] ?? ''}
          onFocus={(e) => e.target.select()}
          onChange={(e) => apply(typeInto(code, i, e.target.value), e.target)}
          onKeyDown={(e) => onKeyDown(e, i)}
          onPaste={(e) => onPaste(e, i)}
        />
      ))}
    </div>
  );
});
