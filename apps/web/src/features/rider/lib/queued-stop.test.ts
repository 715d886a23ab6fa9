import { describe, expect, it } from 'vitest';
import { pickupBody, type RiderStop } from '@laundry/shared/contracts/rider';
import { WEIGHT_MESSAGE } from '@laundry/shared/rules/bill';
import riderEn from '../locales/en.json';
import { amountOf } from '../components/deliver-sheet';
import { intakeLines, piecesOf, weightWrong } from '../components/pickup-sheet';
import { actionItem, deliveredItem, pickupItems } from './queue-items';
import { nextStep, withQueued } from './queued-stop';
import { fitWithin } from '../../../lib/resize-photo';

const stop = (extra: Partial<RiderStop> = {}): RiderStop => ({
  orderId: 'o1',
  orderNumber: 'SL-1',
  kind: 'pickup',
  status: 'Pending',
  customerName: 'Lakshmi',
  phone: '9876543210',
  address: '12-3-45 Beach Road, Kakinada 533001',
  lat: null,
  lng: null,
  window: '9:00 AM – 11:00 AM',
  windowStart: '2026-11-23T03:30:00.000Z',
  notes: '',
  service: 'Wash and Iron',
  delivery: 'regular',
  amountToCollect: 0,
  rack: '',
  intake: null,
  onTheWay: false,
  notAvailable: null,
  sequence: 1,
  ...extra,
});

describe("a stop as the rider's queued taps make it", () => {
  it('shows On my way, then the pickup with its count, before anything is sent', () => {
    const s = stop();
    const photo = { key: 'ph-11111111', blob: new Blob(['x'], { type: 'image/jpeg' }) };
    const queue = [actionItem(s, 'on-the-way'), ...pickupItems(s, { pieces: 3, items: [], notes: 'Tear on the sleeve', photos: [photo] })];
    const [shown] = withQueued([s], queue);
    expect(shown?.waiting).toBe(3);
    expect(shown?.stop).toMatchObject({ status: 'In Progress', onTheWay: false, intake: { pieces: 3, notes: 'Tear on the sleeve' } });
    expect(nextStep(shown!.stop)).toBe('done');
  });

  it('puts the photos before the pickup, which names them by their keys', () => {
    const photos = [
      { key: 'ph-aaaaaaaa', blob: new Blob(['a']) },
      { key: 'ph-bbbbbbbb', blob: new Blob(['b']) },
    ];
    const items = pickupItems(stop(), { pieces: 2, items: [], notes: '', photos });
    expect(items.map((i) => i.kind)).toEqual(['photo', 'photo', 'pickup']);
    expect(items.map((i) => i.key).slice(0, 2)).toEqual(['ph-aaaaaaaa', 'ph-bbbbbbbb']);
    expect(items[2]).toMatchObject({ photoKeys: ['ph-aaaaaaaa', 'ph-bbbbbbbb'], body: { pieces: 2, items: [], notes: '' } });
  });

  it('walks a delivery from ready to out for delivery to delivered', () => {
    const s = stop({ kind: 'delivery', status: 'In Progress', amountToCollect: 300 });
    expect(nextStep(s)).toBe('out-for-delivery');
    const out = withQueued([s], [actionItem(s, 'out-for-delivery')])[0]!.stop;
    expect(nextStep(out)).toBe('delivered');
    const done = withQueued([s], [actionItem(s, 'out-for-delivery'), deliveredItem(out, { amount: 300, method: 'cash', reference: '' })])[0]!.stop;
    expect(done).toMatchObject({ status: 'Completed', amountToCollect: 0 });
    expect(nextStep(done)).toBe('done');
  });

  it('shows the reason of "not available" and leaves other stops alone', () => {
    const a = stop();
    const b = stop({ orderId: 'o2', orderNumber: 'SL-2', sequence: 2 });
    const [shownA, shownB] = withQueued([a, b], [actionItem(a, 'not-available', { reason: 'Door locked' })]);
    expect(shownA?.stop.notAvailable?.reason).toBe('Door locked');
    expect(shownB).toEqual({ stop: b, waiting: 0 });
  });
});

describe('what the sheets accept', () => {
  it('pieces: whole numbers 1 to 1,000', () => {
    expect(['3', ' 12 ', '1000'].map(piecesOf)).toEqual([3, 12, 1000]);
    expect(['', '0', '2.5', '-1', '1001', 'abc'].map(piecesOf)).toEqual([null, null, null, null, null, null]);
  });

  it('item lines: only named lines with a whole quantity, with the order service', () => {
    expect(
      intakeLines(
        [
          { item: ' Saree ', qty: '2' },
          { item: '', qty: '1' },
          { item: 'Shirt', qty: '0' },
          { item: 'Bedsheet', qty: '1.5' },
        ],
        'Dry Clean',
      ),
    ).toEqual([{ item: 'Saree', service: 'Dry Clean', qty: 2 }]);
  });

  it('item lines by weight: kilos from 0.1 to 100 with at most two decimals, kept as typed, else named', () => {
    const lines = [
      { item: 'Clothes', qty: '4.25', unit: 'kg' as const },
      { item: 'Bedsheets', qty: ' 0.1 ', unit: 'kg' as const },
      { item: 'Towels', qty: '1.005', unit: 'kg' as const },
      { item: 'Curtains', qty: '0', unit: 'kg' as const },
      { item: 'Heavy', qty: '100.5', unit: 'kg' as const },
      { item: 'Shirt', qty: '2', unit: 'pcs' as const },
    ];
    expect(intakeLines(lines, 'Wash and Fold')).toEqual([
      { item: 'Clothes', service: 'Wash and Fold', qty: 4.25, unit: 'kg' },
      { item: 'Bedsheets', service: 'Wash and Fold', qty: 0.1, unit: 'kg' },
      { item: 'Shirt', service: 'Wash and Fold', qty: 2 },
    ]);
    expect(riderEn['pickup.weightInvalid']).toBe(WEIGHT_MESSAGE);
    expect(lines.map(weightWrong)).toEqual([false, false, true, false, true, false]);
    // A line at 0 kg or with no name is left out, as by the piece, not named as a wrong weight.
    expect(weightWrong({ item: ' ', qty: 'x', unit: 'kg' })).toBe(false);
  });

  it('a weighed line goes through the outbox and shows on the stop as counted', () => {
    const s = stop({ service: 'Wash and Fold' });
    const items = intakeLines([{ item: 'Clothes', qty: '4.25', unit: 'kg' }], s.service);
    const queue = pickupItems(s, { pieces: 30, items, notes: '', photos: [] });
    expect(queue[0]).toMatchObject({
      kind: 'pickup',
      body: { pieces: 30, items: [{ item: 'Clothes', service: 'Wash and Fold', qty: 4.25, unit: 'kg' }] },
    });
    // What the server's contract takes, unchanged by the trip through the outbox.
    expect(pickupBody.safeParse(queue[0]?.kind === 'pickup' ? queue[0].body : null).success).toBe(true);
    expect(withQueued([s], queue)[0]?.stop.intake?.items).toEqual([{ item: 'Clothes', service: 'Wash and Fold', qty: 4.25, unit: 'kg' }]);
  });

  it('amount collected: rupees with at most two decimals', () => {
    expect(['0', '250', '99.5', '120.25'].map(amountOf)).toEqual([0, 250, 99.5, 120.25]);
    expect(['', '-5', '1.234', 'abc'].map(amountOf)).toEqual([null, null, null, null]);
  });

  it('photos: the long side brought to 1600 px, never enlarged', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
