import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/** A form field a visitor can fill. */
export type EarlyField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isChoice(field: EarlyField): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/**
 * What the visitor changed before React took the field over, or null. React keeps what a
 * pre-rendered field shows when it takes it over and writes what it rendered into the field's
 * default (`defaultValue`, `defaultChecked`); a select's choice is read against the option the HTML
 * marked. An empty box counts as untouched: a field React fills in itself (a signed-in customer's
 * name, a share link's code) keeps that.
 */
export function typedBeforeHydration(field: EarlyField): string | boolean | null {
  if (isChoice(field)) return field.checked === field.defaultChecked ? null : field.checked;
  if (field instanceof HTMLSelectElement) {
    const moved = [...field.options].some((option) => option.selected !== option.hasAttribute('selected'));
    return moved ? field.value : null;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return null;
  return field.value !== '' && field.value !== field.defaultValue ? field.value : null;
}

/**
 * Hands what was typed or ticked on a pre-rendered form before React owned it to the form's own
 * state, once, in the commit in which React takes the form over (docs/decisions/0069): before the
 * browser paints and before any later render could write the empty state back into the field.
 * `adopt` gets each such field and what it shows; on a page rendered in the browser nothing was
 * typed early and it is never called.
 */
export function useAdoptEarlyInput(within: RefObject<HTMLElement | null>, adopt: (field: EarlyField, shown: string | boolean) => void): void {
  const onTyped = useEffectEvent(adopt);
  useLayoutEffect(() => {
    for (const field of within.current?.querySelectorAll<EarlyField>('input, textarea, select') ?? []) {
      const shown = typedBeforeHydration(field);
      if (shown !== null) onTyped(field, shown);
    }
  }, [within]);
}
