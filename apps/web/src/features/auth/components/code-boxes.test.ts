// @vitest-environment happy-dom
import { createElement as h, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBoxes } from './code-boxes';

function Form() {
  const [code, setCode] = useState(['', '', '', '']);
  return h(
    'form',
    null,
    h(CodeBoxes, { idPrefix: 'code', code, onChange: setCode, labelledBy: 'code-label' }),
    h('input', { 'aria-label': 'New password' }),
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The page drawn, its frames held back (a slow phone), and a digit typed in the first box. */
async function typeFirstDigit(): Promise<{ frames: FrameRequestCallback[]; box: (n: number) => HTMLInputElement; password: HTMLInputElement }> {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(h(Form));
  await settle();
  const box = (n: number) => container.querySelector<HTMLInputElement>(`#code-${n - 1}`)!;
  box(1).focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box(1), '5');
  box(1).dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
  return { frames, box, password: container.querySelector<HTMLInputElement>('[aria-label="New password"]')! };
}

describe('the code boxes', () => {
  it('move on to the next box after a digit', async () => {
    const { frames, box } = await typeFirstDigit();
    expect(box(1).value).toBe('5');
    for (const frame of frames.splice(0)) frame(0);
    expect(document.activeElement).toBe(box(2));
  });

  it('leave the focus where the customer went if they moved on before the next frame was drawn', async () => {
    const { frames, password } = await typeFirstDigit();
    // The customer taps the new password before the slow phone has drawn its next frame.
    password.focus();
    for (const frame of frames.splice(0)) frame(0);
    expect(document.activeElement).toBe(password);
  });
});
