import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { TicketCard } from './ticket-card';

// The API never stores a ticket without a name or an issue, so the spec's fallback texts can
// only be seen with data from elsewhere (an older export, a hand-edited row): checked here.
function render(ticket: Ticket): string {
  return renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(TicketCard, { ticket })));
}

const bare: Ticket = {
  _id: 't1',
  userName: '',
  mobile: '',
  orderId: '',
  issue: '   ',
  status: undefined as unknown as Ticket['status'],
  replies: undefined as unknown as Ticket['replies'],
  createdAt: '2026-01-05T05:00:00.000Z',
  updatedAt: '2026-01-05T05:00:00.000Z',
  ticketNumber: '',
  source: 'chat',
  email: '',
};

describe('TicketCard', () => {
  it("falls back to 'Unknown User', 'No issue description', 'No replies yet' and Pending", () => {
    const html = render(bare);
    expect(html).toContain('Unknown User');
    expect(html).toContain('No issue description');
    expect(html).toContain('No replies yet');
    expect(html).toContain('Pending');
    expect(html).toContain('placeholder="Type reply..."');
  });

  it('shows a reply with its sender, message and time', () => {
    const html = render({
      ...bare,
      userName: 'Ravi',
      issue: 'Late',
      replies: [{ sender: 'admin', message: 'On the way', createdAt: '2026-01-05T06:00:00.000Z' }],
    });
    expect(html).toContain('Ravi');
    expect(html).toContain('On the way');
    expect(html).toContain('05 Jan 2026');
    expect(html).not.toContain('No replies yet');
  });
});
