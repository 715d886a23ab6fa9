import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { MESSAGE_EVENTS } from '../contracts/messages';
import { DEFAULT_MESSAGE_TEXTS, MESSAGE_VARIABLES, orderedVariables, renderMessage, unknownFields, waMeLink } from './message-texts';

describe('message texts', () => {
  it('has words for every event in every language, using only the fields of its event', () => {
    for (const event of MESSAGE_EVENTS) {
      for (const language of LANGUAGES) {
        const text = DEFAULT_MESSAGE_TEXTS[event][language];
        expect(text.length, `${event}/${language}`).toBeGreaterThan(20);
        expect(unknownFields(event, text), `${event}/${language}`).toEqual([]);
        // Every field the template is registered with is said: nothing the customer needs is dropped.
        for (const name of MESSAGE_VARIABLES[event]) expect(text, `${event}/${language} says {${name}}`).toContain(`{${name}}`);
      }
    }
  });

  it('fills the fields, keeps a missing one visible, and orders the template variables as registered', () => {
    expect(renderMessage('Hello {name}, order {order} – {shop}', { name: 'Asha', order: 'SL-2611-482', shop: 'Sri Lakshmi Laundry' })).toBe(
      'Hello Asha, order SL-2611-482 – Sri Lakshmi Laundry',
    );
    expect(renderMessage('Due {due}', {})).toBe('Due {due}');
    expect(orderedVariables('delivered', { due: '₹0', name: 'Asha', total: '₹340', order: 'SL-1', paid: '₹340' })).toEqual([
      'Asha',
      'SL-1',
      '₹340',
      '₹340',
      '₹0',
    ]);
    expect(orderedVariables('booked', { name: 'Asha' })).toEqual(['Asha', '', '']);
  });

  it('names the fields an edited text may not use', () => {
    expect(unknownFields('booked', 'Hi {name}, {total} {shop} {order}')).toEqual(['total']);
  });

  it('makes a wa.me link to the Indian number with the words encoded', () => {
    expect(waMeLink('98765 43210', 'నమస్తే & hi')).toBe(`https://wa.me/919876543210?text=${encodeURIComponent('నమస్తే & hi')}`);
  });
});
