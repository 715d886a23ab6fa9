import { describe, expect, it } from 'vitest';
import { codeFrom, emptyCode, keyInto, pasteInto, typeInto } from './code-input-rules';

describe('reset code boxes', () => {
  it('spreads a code over four boxes', () => {
    expect(codeFrom('4821')).toEqual(['4', '8', '2', '1']);
    expect(codeFrom('48')).toEqual(['4', '8', '', '']);
    expect(codeFrom('Code: 4 8 2 1 9')).toEqual(['4', '8', '2', '1']);
    expect(codeFrom('abc')).toBeNull();
  });

  it('takes one digit per box and moves on', () => {
    expect(typeInto(emptyCode(), 0, '7')).toEqual({ code: ['7', '', '', ''], focus: 1 });
    expect(typeInto(['7', '', '', ''], 3, '9')).toEqual({ code: ['7', '', '', '9'], focus: 3 });
    expect(typeInto(emptyCode(), 1, 'x')).toEqual({ code: emptyCode(), focus: 1 });
  });

  it('keeps the newly typed digit when typing over one', () => {
    expect(typeInto(['1', '', '', ''], 0, '15').code[0]).toBe('5');
    expect(typeInto(['1', '', '', ''], 0, '51').code[0]).toBe('5');
    expect(typeInto(['1', '', '', ''], 0, '11').code[0]).toBe('1');
  });

  it('clears a box when its digit is deleted', () => {
    expect(typeInto(['1', '2', '', ''], 1, '')).toEqual({ code: ['1', '', '', ''], focus: 1 });
  });

  it('fills every box from a pasted code, wherever it is pasted', () => {
    expect(pasteInto(emptyCode(), 2, '1234')).toEqual({ code: ['1', '2', '3', '4'], focus: 3 });
    expect(pasteInto(emptyCode(), 1, ' 56 ')).toEqual({ code: ['', '5', '6', ''], focus: 3 });
    expect(pasteInto(emptyCode(), 0, 'none')).toBeNull();
  });

  it('moves with the arrow keys and backs up with Backspace', () => {
    const code = ['1', '2', '', ''];
    expect(keyInto(code, 1, 'ArrowLeft')?.focus).toBe(0);
    expect(keyInto(code, 0, 'ArrowLeft')?.focus).toBe(0);
    expect(keyInto(code, 1, 'ArrowRight')?.focus).toBe(2);
    expect(keyInto(code, 3, 'ArrowRight')?.focus).toBe(3);
    expect(keyInto(code, 2, 'Backspace')).toEqual({ code: ['1', '', '', ''], focus: 1 });
    expect(keyInto(code, 1, 'Backspace')).toBeNull();
    expect(keyInto(emptyCode(), 0, 'Backspace')).toBeNull();
    expect(keyInto(code, 1, 'a')).toBeNull();
  });
});
