import { describe, expect, it } from 'vitest';
import { upiPayLink } from './upi-link';

const shop = { upiId: 'srilakshmilaundry@upi', payee: 'Sri Lakshmi Laundry' };

describe('upiPayLink', () => {
  it('names the shop, the amount with two decimals, INR and the invoice number', () => {
    expect(upiPayLink({ ...shop, amount: 45_050, invoiceNumber: 'SLL/2026-27/0042', orderNumber: 'ORD-1' })).toBe(
      'upi://pay?pa=srilakshmilaundry@upi&pn=Sri%20Lakshmi%20Laundry&am=450.50&cu=INR&tn=SLL%2F2026-27%2F0042',
    );
  });

  it('uses the order number when there is no invoice number yet', () => {
    const link = new URL(upiPayLink({ ...shop, amount: 30_000, invoiceNumber: null, orderNumber: 'LD2611231405AB' }));
    expect(link.searchParams.get('tn')).toBe('LD2611231405AB');
    expect(link.searchParams.get('am')).toBe('300.00');
    expect(upiPayLink({ ...shop, amount: 1, invoiceNumber: '', orderNumber: 'X1' })).toContain('&am=0.01&cu=INR&tn=X1');
  });

  it('reads back every field as given, whatever characters the payee holds', () => {
    const link = new URL(
      upiPayLink({ upiId: ' lakshmi.kkd@okaxis ', payee: 'Lakshmi & Sons = #1?', amount: 100_000_000, invoiceNumber: 'A/1', orderNumber: 'B' }),
    );
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: 'lakshmi.kkd@okaxis',
      pn: 'Lakshmi & Sons = #1?',
      am: '1000000.00',
      cu: 'INR',
      tn: 'A/1',
    });
  });
});
