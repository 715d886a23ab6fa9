// @vitest-environment happy-dom
import { createElement as h, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyInput } from './replay-early-input';

/** A sign-in form like the real one: controlled fields. */
function SignIn({ onSend }: { onSend: (sent: Record<string, unknown>) => void }) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const [remember, setRemember] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ phone, password, note, remember });
  };
  return h(
    'form',
    { onSubmit: submit },
    h('input', { name: 'phone', value: phone, onChange: (e: { target: HTMLInputElement }) => setPhone(e.target.value) }),
    h('input', { name: 'password', type: 'password', value: password, onChange: (e: { target: HTMLInputElement }) => setPassword(e.target.value) }),
    // (No select here: the test DOM hides React's marks on a select, which Chromium does not.)
    h('textarea', { name: 'note', value: note, onChange: (e: { target: HTMLTextAreaElement }) => setNote(e.target.value) }),
    h('input', {
      name: 'remember',
      type: 'checkbox',
      checked: remember,
      onChange: (e: { target: HTMLInputElement }) => setRemember(e.target.checked),
    }),
    h('button', { type: 'submit' }, 'Sign In'),
  );
}

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    let left = count;
    const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
    requestAnimationFrame(next);
  });

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

async function typeThenHydrate(dropFirstHandOver: boolean): Promise<Record<string, unknown>[]> {
  const sent: Record<string, unknown>[] = [];
  const element = () => h(SignIn, { onSend: (value) => sent.push(value) });
  const container = document.createElement('div');
  container.innerHTML = renderToString(element());
  document.body.append(container);
  // The visitor types and ticks before the page's code has run.
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field('phone').value = '9876543210';
  field('password').value = 'Strong#Pass123';
  container.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Ring the bell twice';
  field('remember').checked = true;
  if (dropFirstHandOver) {
    // As in the browser when the event lands between React's render and its commit: nobody hears it.
    const phone = field('phone');
    const dispatch = phone.dispatchEvent.bind(phone);
    let dropped = false;
    phone.dispatchEvent = (event: Event) => {
      if (dropped || event.type !== 'input') return dispatch(event);
      dropped = true;
      return true;
    };
  }
  replayEarlyInput(container);
  root = hydrateRoot(container, element());
  await frames(6);
  container.querySelector('button')!.click();
  await frames(1);
  return sent;
}

describe('replayEarlyInput', () => {
  it('hands every field typed before the form was taken over to React', async () => {
    const sent = await typeThenHydrate(false);
    expect(sent).toEqual([{ phone: '9876543210', password: 'Strong#Pass123', note: 'Ring the bell twice', remember: true }]);
  });

  it('hands a field over again when React did not hear it the first time', async () => {
    const sent = await typeThenHydrate(true);
    expect(sent).toEqual([{ phone: '9876543210', password: 'Strong#Pass123', note: 'Ring the bell twice', remember: true }]);
  });
});
