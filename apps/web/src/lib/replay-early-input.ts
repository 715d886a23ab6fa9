/**
 * A pre-rendered page shows its forms before React runs (docs/decisions/0044). Whatever a visitor
 * types or ticks in that moment stays on screen, but React's state starts empty when it takes the
 * page over, so the form would say "Please fill all required fields." beside a filled field.
 * This hands each such field to React as if it had just been typed, once React owns the field.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function editedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** React marks the elements it has hydrated with its props; before that an event would go nowhere. */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

function replay({ field, value: typed, checked: chosen }: Typed): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // Back to what React rendered, then a real click: React's onChange sees the user's choice.
    field.checked = !chosen;
    field.click();
    return;
  }
  const proto = Object.getPrototypeOf(field) as object;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the element's own native setter, called with the element as `this`
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  // React compares the field with the value it last saw: make that differ, then announce the typing.
  field.value = field instanceof HTMLSelectElement ? '' : `${typed} `;
  setValue?.call(field, typed);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Watches the pre-rendered fields until React owns each one (or ten seconds pass); edited ones are
 * replayed once. A button tapped while its page's code is still loading is held (a form would
 * otherwise submit natively, a reload with the fields in the URL) and clicked again once React
 * owns it, so "I already have a code" or "Send code" is never a dead tap.
 */
export function replayEarlyInput(root: HTMLElement, timeoutMs = 10_000): void {
  const started = performance.now();
  const notYetOwned = new Set<Field>([...root.querySelectorAll<Field>('input, textarea, select')].filter((field) => !ownedByReact(field)));
  const heldClicks: HTMLButtonElement[] = [];
  const holdEarlyClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    // React may own the form already while a field typed before that is still to be handed over
    // (that happens on the next frame): a tap in that moment waits for it too.
    const fieldsToHandOver = [...notYetOwned].some((field) => ownedByReact(field));
    if (ownedByReact(button) && !fieldsToHandOver) return;
    event.preventDefault();
    // Not even React's own listener on this root may see it: React would hydrate the part at once
    // and run the click before the typed fields are handed over (a sign-up sent as empty).
    event.stopImmediatePropagation();
    if (!heldClicks.includes(button)) heldClicks.push(button);
  };
  root.addEventListener('click', holdEarlyClick, true);
  const step = () => {
    // Everything typed is read before anything is replayed: replaying one field re-renders the form,
    // and React then writes its (still empty) state into the other fields it owns.
    const typed: Typed[] = [];
    for (const field of notYetOwned) {
      if (!ownedByReact(field)) continue;
      notYetOwned.delete(field);
      if (field.isConnected && editedBeforeHydration(field))
        typed.push({ field, value: field.value, checked: field instanceof HTMLInputElement && field.checked });
    }
    for (const entry of typed) replay(entry);
    const pending = heldClicks.length > 0 || [...root.querySelectorAll('button')].some((button) => !ownedByReact(button));
    // Fields first, and a frame apart: React applies what a handed-over field says after the event
    // (in a microtask), so a held Submit clicked in the same moment sends the form as still empty
    // ("Please enter a valid phone number" beside a typed one, seen on a loaded machine).
    while (typed.length === 0 && heldClicks[0] && ownedByReact(heldClicks[0])) {
      const button = heldClicks.shift()!;
      if (button.isConnected) button.click();
    }
    if ((notYetOwned.size || pending) && performance.now() - started < timeoutMs) requestAnimationFrame(step);
    else root.removeEventListener('click', holdEarlyClick, true);
  };
  requestAnimationFrame(step);
}
