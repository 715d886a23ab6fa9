// @vitest-environment happy-dom
import { createElement as h, useRef, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdoptEarlyInput } from './adopt-early-input';
import { useHydratingMark } from './hydrating';
import { replayEarlyInput } from './replay-early-input';

type Sent = Record<string, unknown>;

/** A sign-in form like the real ones: controlled fields, the hydration mark and the hand-over. */
function SignIn({ onSend, prefilledName = '' }: { onSend: (sent: Sent) => void; prefilledName?: string }) {
  const [name, setName] = useState(prefilledName);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const [remember, setRemember] = useState(false);
  const [city, setCity] = useState('hyd');
  const form = useRef<HTMLFormElement>(null);
  const mark = useHydratingMark();
  useAdoptEarlyInput(form, (field, shown) => {
    const set = { name: setName, phone: setPhone, password: setPassword, note: setNote, city: setCity }[field.name];
    if (typeof shown === 'boolean') setRemember(shown);
    else set?.(shown);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ name, phone, password, note, remember, city });
  };
  const text = (value: string, set: (value: string) => void) => ({ value, onChange: (e: { target: { value: string } }) => set(e.target.value) });
  return h(
    'form',
    // eslint-disable-next-line react-hooks/refs -- the element's ref, as JSX passes it (the test is plain TypeScript)
    { ref: form, onSubmit: submit, ...mark },
    h('input', { name: 'name', ...text(name, setName) }),
    h('input', { name: 'phone', ...text(phone, setPhone) }),
    h('input', { name: 'password', type: 'password', ...text(password, setPassword) }),
    h('textarea', { name: 'note', ...text(note, setNote) }),
    h('input', {
      name: 'remember',
      type: 'checkbox',
      checked: remember,
      onChange: (e: { target: HTMLInputElement }) => setRemember(e.target.checked),
    }),
    h('select', { name: 'city', ...text(city, setCity) }, h('option', { value: 'hyd' }, 'Hyderabad'), h('option', { value: 'vzg' }, 'Visakhapatnam')),
    h('button', { type: 'submit' }, 'Sign In'),
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/** The page as pre-rendered (nobody signed in), filled in by a visitor before any of the app's code has run. */
function prerenderedAndTyped(sent: Sent[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(h(SignIn, { onSend: (value) => sent.push(value) }));
  document.body.append(container);
  const field = <T extends HTMLElement>(name: string) => container.querySelector<T>(`[name="${name}"]`)!;
  field<HTMLInputElement>('phone').value = '9876543210';
  field<HTMLInputElement>('password').value = 'Strong#Pass123';
  field<HTMLTextAreaElement>('note').value = 'Ring the bell twice';
  field<HTMLInputElement>('remember').checked = true;
  field<HTMLSelectElement>('city').value = 'vzg';
  const form = container.querySelector('form')!;
  return { container, form, button: container.querySelector('button')! };
}

const TYPED = { phone: '9876543210', password: 'Strong#Pass123', note: 'Ring the bell twice', remember: true, city: 'vzg' };

describe('typing and tapping on a pre-rendered form before React owns it', () => {
  it('the form marks itself as not yet React’s, and takes every typed field in when React takes it over', async () => {
    const sent: Sent[] = [];
    const { container, form, button } = prerenderedAndTyped(sent);
    expect(form.hasAttribute('data-hydrating')).toBe(true);
    replayEarlyInput(container);
    root = hydrateRoot(container, h(SignIn, { onSend: (value) => sent.push(value) }));
    await vi.waitFor(() => expect(form.hasAttribute('data-hydrating')).toBe(false));
    button.click();
    expect(sent).toEqual([{ name: '', ...TYPED }]);
  });

  it('a tap on Sign In before React owns the form is held, then sent once with what was typed', async () => {
    const sent: Sent[] = [];
    const { container, form, button } = prerenderedAndTyped(sent);
    replayEarlyInput(container);
    button.click();
    root = hydrateRoot(container, h(SignIn, { onSend: (value) => sent.push(value) }));
    // Held while React takes the form over: nothing is sent half-filled.
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(form.hasAttribute('data-hydrating')).toBe(false);
    expect(sent).toEqual([{ name: '', ...TYPED }]);
  });

  it('a box left empty keeps what React fills in itself (a signed-in customer’s name)', async () => {
    const sent: Sent[] = [];
    const { container, form, button } = prerenderedAndTyped(sent);
    root = hydrateRoot(container, h(SignIn, { onSend: (value) => sent.push(value), prefilledName: 'Lakshmi' }), {
      onRecoverableError: () => undefined,
    });
    await vi.waitFor(() => expect(form.hasAttribute('data-hydrating')).toBe(false));
    button.click();
    expect(sent).toEqual([{ name: 'Lakshmi', ...TYPED }]);
  });

  it('a tap on a page with nothing waiting for React goes straight through, and the watch has ended', () => {
    const container = document.createElement('div');
    container.innerHTML = '<button type="button">Open</button>';
    document.body.append(container);
    const clicks = vi.fn();
    container.addEventListener('click', clicks);
    replayEarlyInput(container);
    container.querySelector('button')!.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
