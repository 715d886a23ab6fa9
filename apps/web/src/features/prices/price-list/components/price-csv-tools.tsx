import { useRef, useState, type ChangeEvent } from 'react';
import type { PriceCategoryGroup } from '@laundry/shared/contracts/prices';
import { istDate } from '@laundry/shared/rules/ist';
import { useT } from '../../../../i18n/use-t';
import { ApiError, errorText } from '../../../../lib/api-client';
import { downloadText } from '../../../admin/lib/csv-exports';
import { useImportPrices } from '../api/import-prices';
import en from '../locales/en.json';
import { buildPriceCsv, priceCsvFileName } from '../lib/price-csv';
import { fileRowOf, importBody, planImport, type ImportPlan } from '../lib/price-import';
import { ImportPreview } from './import-preview';

interface Chosen {
  fileName: string;
  plan: ImportPlan;
}

/**
 * The whole list as a spreadsheet file, and a file brought back: read, checked row by row and
 * shown before anything is sent; sent in one go only when every row is right.
 */
export function PriceCsvTools({ groups }: { groups: PriceCategoryGroup[] }) {
  const t = useT('price-list', en);
  const send = useImportPrices();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const exportFile = () => downloadText(priceCsvFileName(istDate(new Date())), buildPriceCsv(groups));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setError('');
    setDone('');
    send.reset();
    if (!file) {
      setChosen(null);
      return;
    }
    try {
      setChosen({ fileName: file.name, plan: planImport(await file.text(), groups) });
    } catch {
      setChosen(null);
      setError(t('import.unreadable'));
    }
  };

  const clear = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };

  const ready = chosen ? importBody(chosen.plan.rows) : null;
  const blocked = !chosen || chosen.plan.fileProblems.length > 0 || chosen.plan.problems.length > 0;

  const submit = () => {
    if (!ready || blocked) return;
    setError('');
    send.mutate(ready.body, {
      onSuccess: () => {
        setDone(t('import.done', { count: ready.body.items.length }));
        clear();
      },
      onError: (err) => {
        const row = err instanceof ApiError ? fileRowOf(err.field, ready.fileRows) : null;
        const text = errorText(err, t('import.failed'));
        setError(row === null ? text : t('import.rowError', { row, message: text }));
      },
    });
  };

  return (
    <section className="pl-block" aria-labelledby="price-csv-title">
      <h3 id="price-csv-title">{t('csv.title')}</h3>
      <p className="field-hint">{t('csv.hint')}</p>
      <div className="pl-csv__actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={exportFile}>
          {t('csv.export')}
        </button>
        <div className="field pl-csv__file">
          <label htmlFor="price-csv-file">{t('csv.choose')}</label>
          <input
            ref={input}
            id="price-csv-file"
            type="file"
            accept=".csv,text/csv"
            disabled={send.isPending}
            onChange={(e) => void choose(e)}
            aria-describedby="price-csv-file-hint"
          />
          <p className="field-hint" id="price-csv-file-hint">
            {t('csv.chooseHint')}
          </p>
        </div>
      </div>
      {chosen && <ImportPreview fileName={chosen.fileName} plan={chosen.plan} />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {done && !error && (
        <p className="form-success" role="status">
          {done}
        </p>
      )}
      {chosen && (
        <div className="pl-row__actions">
          <button type="button" className="btn btn-sm" disabled={blocked || !ready || send.isPending} onClick={submit}>
            {send.isPending ? t('import.sending') : t('import.submit', { count: blocked ? 0 : (ready?.body.items.length ?? 0) })}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" disabled={send.isPending} onClick={clear}>
            {t('row.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
