import { useState, type ChangeEvent } from 'react';
import type { Statement } from '@laundry/shared/contracts/statements';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { useOpenStatementLines } from '../api/fetch-open-lines';
import { useUploadStatement } from '../api/upload-statement';
import { readStatementFile, StatementFileError } from '../lib/read-statement-file';
import en from '../locales/en.json';
import { GatewaySettlements } from './gateway-settlements';
import { ProposedMatches } from './proposed-matches';
import { UnmatchedCredits } from './unmatched-credits';
import './statements.css';

const EXTENSIONS = { newExt: '.xlsx', oldExt: '.xls' };
/** .xls is offered too: many banks' "Excel" download is an .xlsx, a web page or text under that name. */
const ACCEPT = '.csv,.txt,.xlsx,.xls,text/csv';

/** Bank statement (docs/decisions/0046): upload, proposed matches confirmed together, unmatched credits kept. */
export function StatementView() {
  const t = useT('statements', en);
  const open = useOpenStatementLines();
  const upload = useUploadStatement();
  const [reading, setReading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [last, setLast] = useState<Statement | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again (a second upload records nothing twice, and says so).
    input.value = '';
    if (!file) return;
    setProblem(null);
    setLast(null);
    setReading(file.name);
    try {
      const rows = await readStatementFile(file);
      setLast(await upload.mutateAsync({ fileName: file.name, rows }));
    } catch (error) {
      setProblem(
        error instanceof StatementFileError ? t(`statement.problem.${error.problem}`, EXTENSIONS) : errorText(error, t('statement.uploadFailed')),
      );
    } finally {
      setReading(null);
    }
  };

  const lines = open.data?.lines ?? [];
  return (
    <section className="statement-view" aria-labelledby="statement-title">
      <h2 id="statement-title" className="statement-title">
        {t('statement.title')}
      </h2>
      <div className="statement-upload">
        <p className="statement-intro">{t('statement.intro', EXTENSIONS)}</p>
        <label className="btn statement-file">
          {t('statement.choose')}
          <input type="file" accept={ACCEPT} disabled={reading !== null} onChange={(e) => void choose(e)} />
        </label>
        {reading !== null && (
          <p className="statement-status" role="status">
            {t('statement.reading', { file: reading })}
          </p>
        )}
        {problem && (
          <p className="statement-error" role="alert">
            {problem}
          </p>
        )}
        {last && (
          <p className="statement-summary" role="status">
            {t('statement.uploaded', { file: last.fileName, count: last.lines.length, added: last.added, known: last.alreadyKnown })}
          </p>
        )}
        {last && last.lines.some((line) => line.status === 'settled') && (
          <p className="statement-summary" data-summary="settled">
            {t('statement.settled', { count: last.lines.filter((line) => line.status === 'settled').length })}
          </p>
        )}
      </div>
      <GatewaySettlements />
      {open.isPending && <p className="statement-status">{t('statement.loading')}</p>}
      {open.isError && (
        <p className="statement-error" role="alert">
          {errorText(open.error, t('statement.loadFailed'))}
        </p>
      )}
      {open.data && (
        <>
          <ProposedMatches lines={lines.filter((line) => line.match !== null)} />
          <UnmatchedCredits lines={lines.filter((line) => line.match === null)} />
        </>
      )}
    </section>
  );
}
