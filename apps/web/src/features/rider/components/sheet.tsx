import { useId, type FormEvent, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';

/** A sign, not a word: the button is named by its aria-label. */
const CLOSE_MARK = '✕';

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A form that slides up from the bottom of a phone (a centred box on a laptop): a modal dialog,
 * so the list behind cannot be tapped by mistake and Back/Escape closes it.
 */
export function Sheet({ title, closeLabel, onClose, onSubmit, children }: Props) {
  const titleId = useId();
  return (
    <ModalDialog className="rider-sheet" labelledBy={titleId} onClose={onClose} closeOnBackdrop={false}>
      <form
        className="rider-sheet__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        <header className="rider-sheet__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="rider-sheet__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">{CLOSE_MARK}</span>
          </button>
        </header>
        {children}
      </form>
    </ModalDialog>
  );
}
