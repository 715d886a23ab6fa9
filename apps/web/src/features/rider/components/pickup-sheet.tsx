import { useId, useMemo, useState } from 'react';
import type { RiderStop } from '@laundry/shared/contracts/rider';
import { useT } from '../../../i18n/use-t';
import { useLivePriceList } from '../../../lib/live-price-list';
import en from '../locales/en.json';
import { PhotoPicker, type TakenPhoto } from './photo-picker';
import { Sheet } from './sheet';

/** A drawn sign, not a word: the button is named by its aria-label. */
const MINUS = '−';

export interface IntakeLine {
  item: string;
  qty: string;
}

export interface PickupDraft {
  pieces: number;
  items: { item: string; service: string; qty: number }[];
  notes: string;
  photos: TakenPhoto[];
}

/** Whole pieces from 1 to 1,000, as the server takes them. */
export function piecesOf(text: string): number | null {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= 1000 ? value : null;
}

/** The lines worth sending: a name and a whole quantity of at least 1. */
export function intakeLines(lines: IntakeLine[], service: string): PickupDraft['items'] {
  return lines
    .map((line) => ({ item: line.item.trim(), service, qty: Number(line.qty) }))
    .filter((line) => line.item && Number.isInteger(line.qty) && line.qty >= 1 && line.qty <= 500);
}

/** The intake at the door: the count (required), lines from the price list, stains, photos. */
export function PickupSheet({ stop, onClose, onDone }: { stop: RiderStop; onClose: () => void; onDone: (draft: PickupDraft) => void }) {
  const t = useT('rider', en);
  const ids = { pieces: useId(), notes: useId(), list: useId(), error: useId() };
  const prices = useLivePriceList();
  const [pieces, setPieces] = useState('');
  const [lines, setLines] = useState<IntakeLine[]>([]);
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<TakenPhoto[]>([]);
  const [tried, setTried] = useState(false);
  const names = useMemo(() => {
    const all = prices.data?.categories.flatMap((c) => c.items.map((i) => i.name)) ?? [];
    return [...new Set(all)].sort((a, b) => a.localeCompare(b));
  }, [prices.data]);

  const count = piecesOf(pieces);
  const invalid = tried && count === null;
  const setLine = (index: number, change: Partial<IntakeLine>) => setLines(lines.map((l, i) => (i === index ? { ...l, ...change } : l)));

  return (
    <Sheet
      title={t('pickup.title', { name: stop.customerName })}
      closeLabel={t('sheet.close')}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (count === null) return;
        onDone({ pieces: count, items: intakeLines(lines, stop.service), notes: notes.trim(), photos });
      }}
    >
      <div className="field">
        <label htmlFor={ids.pieces}>{t('pickup.pieces')}</label>
        <input
          id={ids.pieces}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          required
          value={pieces}
          aria-invalid={invalid}
          aria-describedby={invalid ? ids.error : undefined}
          onChange={(e) => setPieces(e.target.value)}
        />
        {invalid && (
          <p id={ids.error} className="field-error" role="alert">
            {t('pickup.piecesInvalid')}
          </p>
        )}
      </div>

      <fieldset className="rider-lines">
        <legend>
          {t('pickup.items')} <span className="field-optional">{t('common.optional')}</span>
        </legend>
        <datalist id={ids.list}>
          {names.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {lines.map((line, index) => (
          <div className="rider-line" key={index}>
            <input
              aria-label={t('pickup.itemName', { n: index + 1 })}
              list={ids.list}
              value={line.item}
              maxLength={100}
              onChange={(e) => setLine(index, { item: e.target.value })}
            />
            <input
              aria-label={t('pickup.itemQty', { n: index + 1 })}
              type="number"
              inputMode="numeric"
              min={1}
              max={500}
              value={line.qty}
              onChange={(e) => setLine(index, { qty: e.target.value })}
            />
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-label={t('pickup.removeLine', { n: index + 1 })}
              onClick={() => setLines(lines.filter((_, i) => i !== index))}
            >
              <span aria-hidden="true">{MINUS}</span>
            </button>
          </div>
        ))}
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setLines([...lines, { item: '', qty: '1' }])}>
          {t('pickup.addLine')}
        </button>
      </fieldset>

      <div className="field">
        <label htmlFor={ids.notes}>
          {t('pickup.notes')} <span className="field-optional">{t('common.optional')}</span>
        </label>
        <textarea
          id={ids.notes}
          rows={2}
          maxLength={1000}
          value={notes}
          placeholder={t('pickup.notesHint')}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>

      <PhotoPicker photos={photos} onChange={setPhotos} />

      <button type="submit" className="btn btn-block rider-sheet__submit">
        {t('pickup.save')}
      </button>
    </Sheet>
  );
}
