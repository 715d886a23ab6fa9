import {
  DELIVERY_TYPES,
  ORDER_STATUSES,
  SERVICES,
  type DeliveryType,
  type OrderStatus,
  type Service,
  type TicketStatus,
} from '@laundry/shared/constants';
import type { Translate } from '../../../i18n/translate';
import type en from '../locales/en.json';

/** The `admin` catalogue's keys, and its translator as components and modules get it. */
export type AdminKey = keyof typeof en;
export type AdminT = Translate<AdminKey>;

/**
 * The data keeps its English values (statuses, services, delivery types: the API's and the CSV's);
 * the screen names them in the language shown.
 */
const ORDER_STATUS_KEYS: Record<OrderStatus, AdminKey> = {
  Pending: 'status.pending',
  'In Progress': 'status.inProgress',
  Delivering: 'status.delivering',
  Completed: 'status.completed',
  Cancelled: 'status.cancelled',
};

const SERVICE_KEYS: Record<Service, AdminKey> = {
  'Wash and Fold': 'service.washAndFold',
  'Wash and Iron': 'service.washAndIron',
  Iron: 'service.iron',
  'Dry Clean': 'service.dryClean',
  Others: 'service.others',
};

const DELIVERY_KEYS: Record<DeliveryType, AdminKey> = { regular: 'delivery.regular', express: 'delivery.express' };

export const TICKET_STATUS_KEYS: Record<TicketStatus, AdminKey> = {
  open: 'ticketStatus.open',
  'in-progress': 'ticketStatus.inProgress',
  closed: 'ticketStatus.closed',
};

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
const isService = (value: string): value is Service => (SERVICES as readonly string[]).includes(value);
const isDelivery = (value: string): value is DeliveryType => (DELIVERY_TYPES as readonly string[]).includes(value);

/** An order status as shown; a value the app does not know stays as it is. */
export function orderStatusText(t: AdminT, status: string): string {
  return isOrderStatus(status) ? t(ORDER_STATUS_KEYS[status]) : status;
}

export function serviceText(t: AdminT, service: string): string {
  return isService(service) ? t(SERVICE_KEYS[service]) : service;
}

export function deliveryText(t: AdminT, delivery: string): string {
  return isDelivery(delivery) ? t(DELIVERY_KEYS[delivery]) : delivery;
}
