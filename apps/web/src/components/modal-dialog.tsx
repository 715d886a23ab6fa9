import { useEffect, useRef, type HTMLAttributes, type MouseEvent, type ReactNode, type RefObject } from 'react';

interface Props extends Omit<HTMLAttributes<HTMLDialogElement>, 'onClick' | 'onCancel' | 'open'> {
  /** The id of the dialog's heading (its accessible name). */
  labelledBy: string;
  /** Asked for by Escape or a tap on the backdrop; the caller unmounts the dialog. */
  onClose: () => void;
  /** While true (a save in flight) Escape and the backdrop leave the dialog open. */
  busy?: boolean;
  /** False for a sheet whose backdrop is part of the page's gesture (the rider's sheets). */
  closeOnBackdrop?: boolean;
  /** Freezes the page's scroll and gives the focus back to what had it, for a tall dialog. */
  holdPage?: boolean;
  /** For a caller that closes the element itself before unmounting, so its focus lands where it chose. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}

/**
 * The app's modal <dialog>: opened with showModal() on mount, so the page behind is inert and the
 * focus stays inside until it closes. Escape and a tap outside the box ask to close, never mid-save.
 */
export function ModalDialog({ labelledBy, onClose, busy = false, closeOnBackdrop = true, holdPage = false, dialogRef, children, ...rest }: Props) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = holdPage ? (document.activeElement as HTMLElement | null) : null;
    if (!dialog.open) dialog.showModal();
    if (!holdPage) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      returnFocus?.focus?.();
    };
    // Opened once, when it mounts; the props read here do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const askToClose = () => {
    if (!busy) onClose();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === ref.current) askToClose();
  };

  return (
    <dialog
      {...rest}
      ref={ref}
      aria-labelledby={labelledBy}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        askToClose();
      }}
    >
      {children}
    </dialog>
  );
}
