import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '@laundry/shared/contracts/orders';
import type { DoorstepBookingInput, StaffBookingInput } from '@laundry/shared/contracts/staff-bookings';
import { DomainError } from '../../domain-error';
import type { UserRow } from '../auth/auth.public';
import type { CustomersService } from '../customers/customers.public';
import type { OrdersService } from './orders.service';

const unknownAddress = () => new DomainError('validation_failed', 'This customer has no saved address with that id.', { field: 'addressId' });
const nameNeeded = () =>
  new DomainError('validation_failed', 'Please enter the customer’s name: this phone number has no account yet.', { field: 'name' });

/**
 * Bookings staff take for a customer: the shop by phone, WhatsApp or at the counter, the rider at
 * a customer's door (docs/decisions/0072). The customer is found by phone, or an account is made
 * for it once nothing can refuse the booking; the booking itself is the customer's own path.
 */
export class StaffBookingService {
  constructor(
    private readonly orders: OrdersService,
    private readonly customers: CustomersService,
    private readonly log: FastifyBaseLogger,
  ) {}

  bookForShop(staff: UserRow, input: StaffBookingInput): Promise<Order> {
    return this.book(staff, input, input.source, null);
  }

  bookAtDoor(rider: UserRow, input: DoorstepBookingInput): Promise<Order> {
    return this.book(rider, input, 'doorstep', { id: rider.id, name: rider.name });
  }

  private async book(
    staff: UserRow,
    input: DoorstepBookingInput,
    source: StaffBookingInput['source'] | 'doorstep',
    takenBy: { id: string; name: string } | null,
  ): Promise<Order> {
    const existing = await this.customers.customerByPhone(input.phone);
    if (!existing && !input.name) throw nameNeeded();
    let place = { pickupAddress: input.pickupAddress ?? '', pincode: input.pincode, lat: input.lat, lng: input.lng };
    if (input.addressId !== undefined) {
      const saved = existing ? await this.customers.savedAddress(existing.id, input.addressId) : undefined;
      if (!saved) throw unknownAddress();
      place = {
        pickupAddress: saved.address,
        pincode: saved.pincode,
        lat: saved.lat === null ? input.lat : Number(saved.lat),
        lng: saved.lng === null ? input.lng : Number(saved.lng),
      };
    }
    const order = await this.orders.createForStaff(
      {
        source,
        phone: input.phone,
        service: input.service,
        delivery: input.delivery,
        pickupDate: input.pickupDate,
        pickupTime: input.pickupTime,
        notes: input.notes,
        ...place,
        takenBy,
      },
      async () => existing ?? (await this.customers.findOrCreateCustomer({ phone: input.phone, name: input.name })).customer,
    );
    this.log.info({ orderId: order._id, source, by: staff.id }, 'booking taken by staff');
    return order;
  }
}
