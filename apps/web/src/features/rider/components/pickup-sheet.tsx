import { useId, useMemo, useState } from 'react';
import type { RiderStop } from '@laundry/shared/contracts/rider';
import { weightCenti, type LineUnit } from '@laundry/shared/rules/bill';
import { useT } from '../../../i18n/use-t';
import { useLivePriceList } from '../../../lib/live-price-list';
import en from '../locales/en.json';
import { PhotoPicker, type TakenPhoto } from './photo-picker';
import { Sheet } from './sheet';

/** A drawn sign, not a word: the button is named by its aria-label. */
const MINUS = '−';

export interface IntakeLine {
  item: string;
  /** Pieces, or on a kg line the kilos as typed. */
  qty: string;
  /** Left out: by the piece. */
  unit?: LineUnit;
}

/** One counted line as the server takes it (intakeLineBody): unit only on a line by weight. */
export interface CountedLine {
  item: string;
  service: string;
  qty: number;
  unit?: 'kg';
}

export interface PickupDraft {
  pieces: number;
  items: CountedLine[];
  notes: string;
  photos: TakenPhoto[];
}

/** Whole pieces from 1 to 1,000, as the server takes them. */
export function piecesOf(text: string): number | null {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= 1000 ? value : null;
}

/**
 * The lines worth sending: a name and a whole quantity of at least 1, or a weight the server takes
 * (0.1–100 kg, at most 2 decimals; docs/decisions/0066), never rounded.
 */
export function intakeLines(lines: IntakeLine[], service: string): PickupDraft['items'] {
  return lines.flatMap((line): CountedLine[] => {
    const item = line.item.trim();
    if (!item) return [];
    if (line.unit === 'kg') {
      const centi = weightCenti(line.qty);
      return centi === null ? [] : [{ item, service, qty: centi / 100, unit: 'kg' }];
    }
    const qty = Number(line.qty);
    return Number.isInteger(qty) && qty >= 1 && qty <= 500 ? [{ item, service, qty }] : [];
  });
}

/** A qty of nothing (blank or 0): the line is left out, by the piece or by the kilo. */
const NOTHING = /^\s*0*\.?0*\s*$/;

/** A named line by weight whose kilos the server would refuse: the sheet says so rather than drop it. */
export function weightWrong(line: IntakeLine): boolean {
  return line.unit === 'kg' && line.item.trim() !== '' && !NOTHING.test(line.qty) && weightCenti(line.qty) === null;
}

/** The intake at the door: the count (required), lines from the price list by piece or by weight, stains, photos. */
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
  const weightsWrong = lines.some(weightWrong);
  const setLine = (index: number, change: Partial<IntakeLine>) => setLines(lines.map((l, i) => (i === index ? { ...l, ...change } : l)));

  return (
    <Sheet
      title={t('pickup.title', { name: stop.customerName })}
      closeLabel={t('sheet.close')}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (count === null || weightsWrong) return;
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
        {lines.map((line, index) => {
          const n = index + 1;
          const kg = line.unit === 'kg';
          const wrong = tried && weightWrong(line);
          const errorId = `${ids.error}-line-${n}`;
          return (
            <div className="rider-line" key={index} data-unit={kg ? 'kg' : 'pcs'}>
              <input
                className="rider-line__item"
                aria-label={t('pickup.itemName', { n })}
                list={ids.list}
                value={line.item}
                maxLength={100}
                onChange={(e) => setLine(index, { item: e.target.value })}
              />
              {/* Kilos are kept as typed (text, not a number field): checked, never rounded. */}
              <input
                className="rider-line__qty"
                aria-label={kg ? t('pickup.itemWeight', { n }) : t('pickup.itemQty', { n })}
                type={kg ? 'text' : 'number'}
                inputMode={kg ? 'decimal' : 'numeric'}
                min={kg ? undefined : 1}
                max={kg ? undefined : 500}
                maxLength={kg ? 8 : undefined}
                value={line.qty}
                aria-invalid={wrong}
                aria-describedby={wrong ? errorId : undefined}
                onChange={(e) => setLine(index, { qty: e.target.value })}
              />
              <div className="rider-line__unit" role="group" aria-label={t('pickup.unit', { n })}>
                <button
                  type="button"
                  aria-pressed={!kg}
                  onClick={() => setLine(index, { unit: 'pcs', qty: /^\d+$/.test(line.qty.trim()) ? line.qty : '1' })}
                >
                  {t('pickup.unit.pcs')}
                </button>
                <button type="button" aria-pressed={kg} onClick={() => setLine(index, { unit: 'kg' })}>
                  {t('pickup.unit.kg')}
                </button>
              </div>
              <button
                type="button"
                className="btn btn-secondary btn-sm rider-line__remove"
                aria-label={t('pickup.removeLine', { n })}
                onClick={() => setLines(lines.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">{MINUS}</span>
              </button>
              {wrong && (
                <p id={errorId} className="field-error rider-line__error" role="alert">
                  {t('pickup.weightInvalid')}
                </p>
              )}
            </div>
          );
        })}
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
