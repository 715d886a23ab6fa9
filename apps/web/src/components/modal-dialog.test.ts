// @vitest-environment happy-dom
import { act, createElement as h, Fragment } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
  document.body.style.overflow = '';
});

type Options = { busy?: boolean; closeOnBackdrop?: boolean; holdPage?: boolean };

function show(onClose: () => void, options: Options = {}) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const testId = { 'data-testid': 'the-dialog' };
  const children = h(Fragment, null, h('h2', { id: 'title' }, 'Title'), h('button', { type: 'button' }, 'Inside'));
  act(() => root!.render(h(ModalDialog, { labelledBy: 'title', onClose, className: 'modal-dialog', ...testId, ...options, children })));
  const dialog = container.querySelector('dialog')!;
  return { dialog, inside: dialog.querySelector('button')! };
}

const pressEscape = (dialog: HTMLDialogElement) => act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
const tap = (target: HTMLElement) => act(() => void target.dispatchEvent(new MouseEvent('click', { bubbles: true })));

describe('ModalDialog', () => {
  it('opens as a modal when it mounts, named by its heading, keeping its own attributes', () => {
    const { dialog } = show(() => undefined);
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe('title');
    expect(dialog.className).toBe('modal-dialog');
    expect(dialog.dataset.testid).toBe('the-dialog');
  });

  it('asks to close on Escape and on a tap on the backdrop, not on a tap inside', () => {
    const onClose = vi.fn();
    const { dialog, inside } = show(onClose);
    tap(inside);
    expect(onClose).not.toHaveBeenCalled();
    tap(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    pressEscape(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the browser from closing it on Escape: the caller decides', () => {
    const { dialog } = show(() => undefined);
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('stays open while saving', () => {
    const onClose = vi.fn();
    const { dialog } = show(onClose, { busy: true });
    pressEscape(dialog);
    tap(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves the backdrop alone when told to, Escape still closes', () => {
    const onClose = vi.fn();
    const { dialog } = show(onClose, { closeOnBackdrop: false });
    tap(dialog);
    expect(onClose).not.toHaveBeenCalled();
    pressEscape(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('holding the page freezes its scroll and gives the focus back when it goes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    document.body.style.overflow = 'auto';
    show(() => undefined, { holdPage: true });
    expect(document.body.style.overflow).toBe('hidden');
    act(() => root!.unmount());
    root = undefined;
    expect(document.body.style.overflow).toBe('auto');
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
