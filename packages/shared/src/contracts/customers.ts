import { z } from 'zod';
import { phoneField } from './common';

/** `GET /admin/customers?phone=`: the shop finds a caller's account by the phone they call from. */
export const customerLookupQuery = z.object({ phone: phoneField() });
export type CustomerLookupQuery = z.input<typeof customerLookupQuery>;
