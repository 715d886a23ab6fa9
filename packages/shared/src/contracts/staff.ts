import { z } from 'zod';
import { STAFF_ROLES } from '../constants';
import { passwordField } from './auth';
import { phoneField } from './common';

/** The admin's Staff list (docs/decisions/0048). */
export const staffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

/** POST /admin/staff */
export const newStaffBody = z.object({
  role: z.enum(STAFF_ROLES, { error: 'role must be admin or rider' }),
  name: z
    .string({ error: 'Please enter a name.' })
    .trim()
    .min(1, { error: 'Please enter a name.' })
    .max(100, { error: 'The name can be at most 100 characters.' }),
  phone: phoneField('phone'),
  password: passwordField(),
});
export type NewStaffBody = z.input<typeof newStaffBody>;

/** PATCH /admin/staff/{id}: switch off (or back on), rename. */
export const staffPatchBody = z
  .object({
    active: z.boolean({ error: 'active must be true or false' }),
    name: z.string().trim().min(1, { error: 'Please enter a name.' }).max(100, { error: 'The name can be at most 100 characters.' }),
  })
  .partial();
export type StaffPatchBody = z.input<typeof staffPatchBody>;

/** `GET /admin/staff?include=lastSignIn`: each member with when they last signed in (docs/decisions/0070). */
export const staffListQuery = z.object({
  include: z.enum(['lastSignIn'], { error: 'include must be lastSignIn' }).optional(),
});
export const staffMemberWithSignInSchema = staffMemberSchema.extend({ lastSignInAt: z.string().nullable() });
export type StaffMemberWithSignIn = z.infer<typeof staffMemberWithSignInSchema>;
export const staffListAnswerSchema = z.union([z.array(staffMemberWithSignInSchema), staffListSchema]);

/**
 * `POST /admin/staff/{id}/password`: `password` sets a new generated password; `code` issues a
 * one-time reset code the member types on "Forgot password?". Either is shown to the admin once.
 */
export const staffPasswordResetBody = z.object({
  mode: z.enum(['code', 'password'], { error: 'mode must be code or password' }),
});
export type StaffPasswordResetBody = z.input<typeof staffPasswordResetBody>;

export const staffPasswordResetSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('password'), password: z.string(), message: z.string() }),
  z.object({ mode: z.literal('code'), code: z.string(), expiresAt: z.string(), message: z.string() }),
]);
export type StaffPasswordReset = z.infer<typeof staffPasswordResetSchema>;
