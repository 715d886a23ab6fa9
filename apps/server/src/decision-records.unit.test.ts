/**
 * Every decision record in docs/decisions states, right under its title, when it was made and
 * whether it still holds (docs/decisions/README.md), so a reader knows whether to trust it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

const DIR = path.join(REPO_ROOT, 'docs/decisions');
const TEMPLATE = '0000-template.md';
const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const DATE = /^Date: (\d{4})-(\d{2})-(\d{2})$/;
const STATUS = /^Status: (?:accepted|superseded by (\d{4}))$/;

interface DecisionRecord {
  file: string;
  number: string;
  lines: string[];
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.md') && f !== 'README.md' && f !== TEMPLATE);
const records: DecisionRecord[] = files.map((file) => ({
  file,
  number: RECORD_FILE.exec(file)?.[1] ?? '',
  lines: readFileSync(path.join(DIR, file), 'utf8').split(/\r?\n/),
}));

/** The first lines after the title that are not blank: Date, then Status. */
function header(record: DecisionRecord): string[] {
  return record.lines
    .slice(1)
    .filter((line) => line.trim() !== '')
    .slice(0, 2);
}

function isCalendarDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/**
 * The problems of one record, empty when it is well formed. `dates` holds each record's Date by
 * number: a record is replaced by a later one, later by date (the first records were numbered by
 * area, so a newer record can carry a lower number).
 */
function problems(record: DecisionRecord, dates: Map<string, string>): string[] {
  const found: string[] = [];
  if (!record.number) return [`file name is not NNNN-kebab-case.md`];
  if (!record.lines[0]?.startsWith(`# ${record.number} `)) found.push(`first line is not "# ${record.number} <title>"`);
  const [dateLine = '', statusLine = ''] = header(record);
  const date = DATE.exec(dateLine);
  if (!date) found.push(`no "Date: YYYY-MM-DD" line under the title (found "${dateLine}")`);
  else if (!isCalendarDate(date[1]!, date[2]!, date[3]!)) found.push(`"${dateLine}" is not a real date`);
  const status = STATUS.exec(statusLine);
  if (!status) found.push(`no "Status: accepted" or "Status: superseded by NNNN" line after the date (found "${statusLine}")`);
  else if (status[1] !== undefined) {
    const by = dates.get(status[1]);
    if (by === undefined) found.push(`superseded by ${status[1]}, which does not exist`);
    else if (status[1] === record.number || (date && by < dateLine)) found.push(`superseded by ${status[1]}, which is not a later record`);
  }
  return found;
}

describe('decision records', () => {
  it('has records and a template', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(readdirSync(DIR)).toContain(TEMPLATE);
  });

  it('each has a Date and a Status line right under its title', () => {
    const dates = new Map(records.map((r) => [r.number, header(r)[0] ?? '']));
    const report = records.flatMap((r) => problems(r, dates).map((p) => `${r.file}: ${p}`));
    expect(report).toEqual([]);
  });

  it('numbers each record once', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const r of records) {
      const other = seen.get(r.number);
      if (other) clashes.push(`${r.file} and ${other} share ${r.number}`);
      seen.set(r.number, r.file);
    }
    expect(clashes).toEqual([]);
  });

  it('lists every record in the index by area, superseded ones struck through', () => {
    const index = readFileSync(path.join(DIR, 'README.md'), 'utf8').split(/\r?\n/);
    const report = records.flatMap((r) => {
      const entry = index.find((line) => line.startsWith(`- [${r.number}](${r.file})`) || line.startsWith(`- ~~[${r.number}](${r.file})`));
      if (!entry) return [`${r.file} is not in the index`];
      const superseded = STATUS.exec(header(r)[1] ?? '')?.[1];
      const struck = entry.startsWith('- ~~');
      if (superseded && !(struck && entry.includes(`superseded by [${superseded}]`)))
        return [`${r.file} is superseded by ${superseded}; its entry says not`];
      if (!superseded && struck) return [`${r.file} is accepted; its entry is struck through`];
      return [];
    });
    expect(report).toEqual([]);
  });

  it('catches a record without the lines', () => {
    // The check itself, on made-up records, so a loosened pattern cannot pass silently.
    const numbers = new Map([
      ['0001', 'Date: 2026-11-22'],
      ['0002', 'Date: 2026-11-23'],
      ['0003', 'Date: 2026-11-21'],
    ]);
    const made = (lines: string[]): DecisionRecord => ({ file: '0001-x.md', number: '0001', lines: ['# 0001 X', '', ...lines] });
    expect(problems(made(['Date: 2026-11-22', 'Status: accepted']), numbers)).toEqual([]);
    expect(problems(made(['Date: 2026-11-22', 'Status: superseded by 0002']), numbers)).toEqual([]);
    expect(problems(made(['**Decision.** …']), numbers)).toHaveLength(2);
    expect(problems(made(['Date: 22/11/2026', 'Status: accepted']), numbers)).toHaveLength(1);
    expect(problems(made(['Date: 2026-02-30', 'Status: accepted']), numbers)).toHaveLength(1);
    expect(problems(made(['Date: 2026-11-22', 'Status: proposed']), numbers)).toHaveLength(1);
    expect(problems(made(['Date: 2026-11-22', 'Status: superseded by 0009']), numbers)).toHaveLength(1);
    expect(problems(made(['Date: 2026-11-22', 'Status: superseded by 0003']), numbers)).toHaveLength(1);
    expect(problems(made(['Date: 2026-11-22', 'Status: superseded by 0001']), numbers)).toHaveLength(1);
    expect(problems(made(['Status: accepted', 'Date: 2026-11-22']), numbers)).toHaveLength(2);
  });
});
