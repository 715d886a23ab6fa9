import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderSchema } from '@laundry/shared/contracts/orders';
import { doorstepBookingBody, staffBookingBody } from '@laundry/shared/contracts/staff-bookings';
import { currentUser, type AuthGuards } from '../auth/auth.public';
import type { StaffBookingService } from './staff-booking.service';

export interface StaffBookingRoutesDeps {
  bookings: StaffBookingService;
  guards: AuthGuards;
}

/** Bookings taken for a customer: the shop's (admins) and the rider's at a door (docs/decisions/0072). */
export async function staffBookingRoutes(fastify: FastifyInstance, { bookings, guards }: StaffBookingRoutesDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/admin/bookings',
    { preValidation: guards.requireAdmin, schema: { body: staffBookingBody, response: { 201: orderSchema } } },
    async (request, reply) => reply.code(201).send(await bookings.bookForShop(currentUser(request), request.body)),
  );
  app.post(
    '/rider/bookings',
    { preValidation: guards.requireRider, schema: { body: doorstepBookingBody, response: { 201: orderSchema } } },
    async (request, reply) => reply.code(201).send(await bookings.bookAtDoor(currentUser(request), request.body)),
  );
}
