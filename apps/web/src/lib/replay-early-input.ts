/**
 * A pre-rendered page shows its forms before React runs (docs/decisions/0044). Whatever a visitor
 * types or ticks in that moment stays on screen, but React's state starts empty when it takes the
 * page over, so the form would say "Please fill all required fields." beside a filled field.
 * This hands each such field to React as if it had just been typed, until React's own view of the
 * field says it has the visitor's words (docs/decisions/0063).
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input, textarea, select';

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}
type Shown = string | boolean;

function isChoice(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function shownIn(field: Field): Shown {
  return isChoice(field) ? field.checked : field.value;
}

function editedBeforeHydration(field: Field): boolean {
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  // An option's `selected` attribute is what defaultSelected reflects (and all some DOMs offer).
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.hasAttribute('selected'));
  return field.value !== field.defaultValue;
}

/** React's props on an element it has hydrated; before that an event would go nowhere. */
function reactProps(element: Element): Record<string, unknown> | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : undefined;
}

const UNCONTROLLED = Symbol('uncontrolled');
const NOT_OWNED = Symbol('not owned');
type View = Shown | typeof UNCONTROLLED | typeof NOT_OWNED;

/**
 * What React last rendered into the field: for a controlled field its props say it, and they are
 * only replaced when React commits (or hydrates) the field. A field React does not control has no
 * view: the page reads it from the DOM, which already holds the visitor's words.
 */
function reactView(field: Field): View {
  const props = reactProps(field);
  if (!props) return NOT_OWNED;
  const controlled = isChoice(field) ? props.checked : props.value;
  if (typeof controlled === 'boolean') return controlled;
  if (typeof controlled === 'string' || typeof controlled === 'number') return String(controlled);
  return UNCONTROLLED;
}

function replay(field: Field, typed: Shown): void {
  if (isChoice(field)) {
    // Back to the other state, then a real click: React's onChange sees the user's choice.
    field.checked = !typed;
    field.click();
    return;
  }
  const proto = Object.getPrototypeOf(field) as object;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the element's own native setter, called with the element as `this`
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  // React compares the field with the value it last saw: make that differ, then announce the typing.
  field.value = field instanceof HTMLSelectElement ? '' : `${String(typed)} `;
  setValue?.call(field, String(typed));
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** A field the visitor changed, and what React showed of it when they did. */
interface Typed {
  shown: Shown;
  /** React's view at that moment: while it stays the same, React has not taken the change in. */
  before: View;
  tries: number;
}

const MAX_TRIES = 5;
/** How long React must have owned every field and button before the watcher steps aside. */
const SETTLED_MS = 2_000;

/**
 * Keeps what is typed or tapped on the pre-rendered page until React has it (or `timeoutMs` pass).
 * A field counts as handed over when React's view of it equals what the visitor typed, or has
 * changed since (React took the typing in and shaped it); otherwise it is replayed, again on a later
 * frame if React dropped the event (it arrived between React's render and commit). A button tapped
 * meanwhile is held (a form would otherwise be sent empty) and clicked a frame after the last field
 * is handed over, so "Sign In" or "I already have a code" is never a dead or empty tap. Nothing runs
 * frame by frame while nobody types or taps: a phone loading the page pays for the listeners and a
 * look four times a second that ends the watch once React has the page.
 */
export function replayEarlyInput(root: HTMLElement, timeoutMs = 30_000): void {
  const typed = new Map<Field, Typed>();
  const heldClicks: HTMLButtonElement[] = [];
  let scheduled = false;
  let stopped = false;

  const step = () => {
    scheduled = false;
    if (stopped) return;
    let replayed = false;
    for (const [field, entry] of typed) {
      const view = reactView(field);
      if (!field.isConnected || view === UNCONTROLLED) {
        // React reads such a field from the page itself: one announcement is enough.
        if (field.isConnected && view === UNCONTROLLED) replay(field, entry.shown);
        typed.delete(field);
        continue;
      }
      if (view === NOT_OWNED) continue;
      if (entry.before === NOT_OWNED) entry.before = view;
      if (view === entry.shown || view !== entry.before || entry.tries >= MAX_TRIES) {
        typed.delete(field);
        continue;
      }
      entry.tries += 1;
      replay(field, entry.shown);
      replayed = true;
    }
    // Fields first, and a frame apart: React applies what a handed-over field says after the event,
    // so a held Submit clicked in the same moment would send the form as still empty.
    if (!replayed && typed.size === 0) {
      while (heldClicks[0] && reactProps(heldClicks[0])) {
        const button = heldClicks.shift()!;
        if (button.isConnected) button.click();
      }
    }
    if (typed.size > 0 || heldClicks.length > 0) schedule();
  };
  function stop(): void {
    stopped = true;
    window.clearInterval(looking);
    window.clearTimeout(giveUp);
    root.removeEventListener('input', onTyped, true);
    root.removeEventListener('change', onTyped, true);
    root.removeEventListener('click', holdEarlyClick, true);
  }
  const schedule = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    requestAnimationFrame(step);
  };

  const note = (field: Field) => {
    // A file cannot be set from code; a field React already owns without controlling it reads the
    // page itself, so its typing needs no help.
    if (field instanceof HTMLInputElement && field.type === 'file') return;
    const before = reactView(field);
    if (before === UNCONTROLLED) return;
    typed.set(field, { shown: shownIn(field), before, tries: 0 });
    schedule();
  };
  // Once React has owned the whole page for a while, with nothing left to hand over, the page is
  // React's alone (a form used later, e.g. a reset code typed minutes after, is never touched).
  let allOwnedSince: number | null = null;
  const reactHasItAll = (): boolean => {
    if (typed.size > 0 || heldClicks.length > 0) return false;
    const owned = [...root.querySelectorAll(`${FIELDS}, button`)].every((element) => reactProps(element));
    if (!owned) {
      allOwnedSince = null;
      return false;
    }
    allOwnedSince ??= performance.now();
    return performance.now() - allOwnedSince >= SETTLED_MS;
  };
  const onTyped = (event: Event) => {
    if (event.isTrusted && isField(event.target)) note(event.target);
  };
  const holdEarlyClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !event.isTrusted) return;
    if (reactProps(button) && typed.size === 0 && heldClicks.length === 0) return;
    event.preventDefault();
    // Not even React's own listener on this root may see it: React would hydrate the part at once
    // and run the click before the typed fields are handed over (a sign-up sent as empty).
    event.stopImmediatePropagation();
    if (!heldClicks.includes(button)) heldClicks.push(button);
    schedule();
  };

  for (const field of root.querySelectorAll<Field>(FIELDS)) if (editedBeforeHydration(field)) note(field);
  root.addEventListener('input', onTyped, true);
  root.addEventListener('change', onTyped, true);
  root.addEventListener('click', holdEarlyClick, true);
  // A look four times a second (a few hundred elements, well under a millisecond) ends the watch
  // soon after React has the page: what is typed later never passes through here.
  const looking = window.setInterval(() => {
    if (reactHasItAll()) stop();
  }, 250);
  const giveUp = window.setTimeout(stop, timeoutMs);
}
