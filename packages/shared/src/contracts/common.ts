import { z } from 'zod';
import { normalizePhone } from '../rules/phone';
import { forbiddenCharacterMessage, hasForbiddenCharacter } from '../rules/plain-text';

/** Text as people type it: no control characters, no lone surrogates (rules/plain-text.ts). */
export function typedText(field: string, error = `${field} must be text`) {
  return z.string({ error }).refine((v) => !hasForbiddenCharacter(v), { error: forbiddenCharacterMessage(field) });
}

/** Trimmed, required, capped text; the messages name the field unless the caller words them. */
export function requiredText(field: string, max: number, messages: { required?: string; tooLong?: string } = {}) {
  const required = messages.required ?? `${field} is required`;
  return typedText(field, required)
    .trim()
    .min(1, { error: required })
    .max(max, { error: messages.tooLong ?? `${field} must be at most ${max} characters` });
}

export function optionalText(field: string, max: number, tooLong = `${field} must be at most ${max} characters`) {
  return typedText(field)
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .nullable()
    .transform((v) => v ?? '');
}

/** Any of the usual ways of writing an Indian mobile number, answered as its 10 digits. */
export function phoneField(field = 'phone', messages: { required?: string; invalid?: string } = {}) {
  const invalid = messages.invalid ?? `${field} must be a valid 10-digit mobile number`;
  const required = messages.required ?? `${field} is required`;
  return z
    .string({ error: required })
    .trim()
    .max(20, { error: invalid })
    .transform((v, ctx) => {
      const phone = normalizePhone(v);
      if (!phone) {
        ctx.issues.push({ code: 'custom', message: invalid, input: v });
        return z.NEVER;
      }
      return phone;
    });
}

/** A figure as numbers or numeric text, read by the route's own guard (a rider's amount at the door). */
export const looseNumber = z
  .union([z.number(), z.string().max(32)])
  .optional()
  .nullable();

/** True when `value` has at most `decimals` decimals, allowing for floating-point noise. */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * A pricing figure (qty, rate, discount, tax) as the API takes it: a number or plain numeric
 * text from 0 to `max` with at most 2 decimals; blank or left out is null. Anything else is
 * refused naming the field, never clamped (docs/decisions/0076): the editor clamps what a person
 * types, so a figure past its limits came from no editor.
 */
export function figureField(field: string, max: number, money = true) {
  const message = `${field} must be a number from 0 to ${money ? '₹' : ''}${max.toLocaleString('en-IN')} with at most 2 decimals`;
  return z
    .union([z.number({ error: message }), z.string({ error: message }).max(32, { error: message })], { error: message })
    .optional()
    .nullable()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === null) return null;
      const text = typeof raw === 'string' ? raw.trim() : null;
      if (text === '') return null;
      const value = text === null ? (raw as number) : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(value) || value < 0 || value > max || !hasAtMostDecimals(value, 2)) {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
      return value;
    });
}

/** Ids in paths are our own UUIDs, but any short text is looked up (and simply not found). */
export const idParams = z.object({ id: z.string().max(64) });
export type IdParams = z.infer<typeof idParams>;

/** What a delete answers, and what a delete event carries. */
export const deletedSchema = z.object({ _id: z.string() });
export type Deleted = z.infer<typeof deletedSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

/** ISO-8601 UTC time stamps, as the server writes them. */
export const timestampSchema = z.string();
