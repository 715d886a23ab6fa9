import { z } from 'zod';
import { normalizePhone } from '../rules/phone';

/** Trimmed, required, capped text whose messages name the field. */
export function requiredText(field: string, max: number) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });
}

export function optionalText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .optional()
    .nullable()
    .transform((v) => v ?? '');
}

/** Any of the usual ways of writing an Indian mobile number, answered as its 10 digits. */
export function phoneField(field = 'phone') {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .max(20, { error: `${field} must be a valid 10-digit mobile number` })
    .transform((v, ctx) => {
      const phone = normalizePhone(v);
      if (!phone) {
        ctx.issues.push({ code: 'custom', message: `${field} must be a valid 10-digit mobile number`, input: v });
        return z.NEVER;
      }
      return phone;
    });
}

/** Rupee figures arrive as numbers or numeric text; the pricing rules clamp them. */
export const looseNumber = z.union([z.number(), z.string().max(32)]).optional().nullable();

export interface ApiError {
  error: string;
}
