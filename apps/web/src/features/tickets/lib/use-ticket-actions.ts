import { useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { translate } from '../../../i18n/translate';
import { ApiError } from '../../../lib/api-client';
import { closeTicket } from '../api/close-ticket';
import { deleteTicket } from '../api/delete-ticket';
import { replyToTicket } from '../api/reply-to-ticket';
import { setTicketStatus } from '../api/set-ticket-status';
import { adminKeys } from '../../admin/api/query-keys';
import en from '../../admin/locales/en.json';
import { removeTicket, upsertTicket } from './ticket-list';

/** Stored on the ticket as the reply's words (data the customer's history shows): English, as the spec writes it. */
export const CONTACTED_MESSAGE = 'Contacted by admin';

/**
 * The ticket card's actions with the error rules of spec section 8: a failed action reloads the
 * tickets; a delete answered 404 or 405 removes the ticket anyway, any other failure alerts.
 * Each resolves true when the action went through.
 */
export function useTicketActions() {
  const client = useQueryClient();
  const put = (ticket: Ticket) => client.setQueryData<Ticket[]>(adminKeys.tickets, (list) => upsertTicket(list ?? [], ticket, 'update'));
  const drop = (id: string) => client.setQueryData<Ticket[]>(adminKeys.tickets, (list) => removeTicket(list ?? [], id));
  const reload = () => client.invalidateQueries({ queryKey: adminKeys.tickets });

  const attempt = async (action: () => Promise<Ticket>): Promise<boolean> => {
    try {
      put(await action());
      return true;
    } catch (error) {
      console.error('Ticket action failed', error);
      await reload();
      return false;
    }
  };

  return {
    /** Only sent when the trimmed text is not empty (spec section 5). */
    reply: (id: string, text: string) => {
      const message = text.trim();
      return message ? attempt(() => replyToTicket(id, message)) : Promise.resolve(false);
    },
    // The reply moves an open ticket to Contacted; a Resolved one is reopened as Contacted too.
    contacted: (id: string) =>
      attempt(async () => {
        const ticket = await replyToTicket(id, CONTACTED_MESSAGE);
        return ticket.status === 'in-progress' ? ticket : setTicketStatus(id, 'in-progress');
      }),
    pending: (id: string) => attempt(() => setTicketStatus(id, 'open')),
    resolved: (id: string) => attempt(() => closeTicket(id)),
    remove: async (id: string): Promise<boolean> => {
      try {
        await deleteTicket(id);
        drop(id);
        return true;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 405)) {
          drop(id);
          return true;
        }
        console.error('Ticket delete failed', error);
        window.alert(translate('admin', en, 'ticket.deleteFailed'));
        return false;
      }
    },
  };
}
