import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { dataFileNames, fieldName, parseData } from '@/scripts/content-check/data-files';
import { hostsIn, isReservedHost } from './reserved';

/*
 * What the sample site still holds in content/data/: every mark of sample
 * data (`"sample": true`, and `"…Sample": true` for one field, like
 * `pdfSample` for `pdfUrl`), which the editor shows as a box staff untick once
 * the school's own data are in; and the sample values themselves wherever they
 * are, marked or not: addresses under names reserved for examples
 * (info@liceo.example, https://example.org/…), placeholders
 * (`watch?v=PLACEHOLD01`), the all-zero tax number and phone numbers ending
 * in six zeros.
 */

export type LaunchProblem = { where: string; field: string; line?: number; message: string };

type Path = readonly PropertyKey[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A mark of sample data: `sample` for its object, `<field>Sample` for that field (`pdfSample` → `pdfUrl`). */
const markPattern = /^(sample|\w+Sample)$/;

/** The fields a `<prefix>Sample` mark covers: those beside it whose name starts with its prefix (`pdfSample` → `pdfUrl`). */
function coveredBy(mark: string, object: Record<string, unknown>): string[] {
  const prefix = mark.slice(0, -'Sample'.length);
  return Object.keys(object).filter((key) => key !== mark && key.startsWith(prefix));
}

function markMessage(mark: string, object: Record<string, unknown>, path: Path, isEntry: boolean): string {
  if (mark !== 'sample') {
    const fields = coveredBy(mark, object);
    return `marks ${fields.length > 0 ? fields.join(', ') : 'its field'} as sample data: put the school's own in, then untick the mark`;
  }
  if (isEntry && path.length === 0) return "a sample entry: replace it with the school's own, or delete the file";
  return "ticked as sample data: put the school's own data in, then untick it";
}

/** Digits of a phone number without its country code (+34). */
const nationalDigits = (phone: string) => phone.replace(/^\+\d{1,3}\s/, '').replace(/\D/g, '');

/** What is wrong with one text of a data file, by its field's name. */
function valueProblems(text: string, key: PropertyKey | undefined, parentKey: PropertyKey | undefined): string[] {
  const problems: string[] = [];
  for (const { address, host } of hostsIn(text))
    if (isReservedHost(host)) problems.push(`"${address}" is a reserved example address (${host}), not the school's`);
  if (/placehold/i.test(text)) problems.push(`"${text.length > 80 ? `${text.slice(0, 77)}…` : text}" is a placeholder`);
  const name = String(typeof key === 'number' ? parentKey : key);
  if (name === 'taxId' && /^[^1-9]*$/.test(text)) problems.push(`"${text}" is the sample tax number (all zeros)`);
  if (/^phones?$/.test(name) && /0{6}$/.test(nationalDigits(text))) problems.push(`"${text}" is a sample phone number (ending in six zeros)`);
  return problems;
}

/** Every sample mark and sample value of one data file's data. */
function problemsIn(value: unknown, path: Path, isEntry: boolean): { path: Path; message: string }[] {
  if (typeof value === 'string') return valueProblems(value, path.at(-1), path.at(-2)).map((message) => ({ path, message }));
  if (!isRecord(value)) return [];
  const marks = Array.isArray(value)
    ? []
    : Object.entries(value)
        .filter(([key, mark]) => markPattern.test(key) && mark === true)
        .map(([key]) => ({ path: [...path, key], message: markMessage(key, value, path, isEntry) }));
  const inside = Object.entries(value).flatMap(([key, child]) => problemsIn(child, [...path, Array.isArray(value) ? Number(key) : key], isEntry));
  return [...marks, ...inside];
}

/** Every sample mark and sample value in the data files of a content folder (`content/`), each with its file, field and line. */
export function sampleProblems(dir: string): LaunchProblem[] {
  const dataDir = join(dir, 'data');
  return dataFileNames(dataDir).flatMap((name) => {
    const where = `${basename(dir)}/data/${name}`;
    const parsed = parseData(readFileSync(join(dataDir, name), 'utf8'), where);
    if ('problems' in parsed) return parsed.problems.map((problem) => ({ where, field: problem.field, line: problem.line, message: `${problem.message}: run "npm run check-content"` }));
    return problemsIn(parsed.data, [], name.includes('/'))
      .map(({ path, message }) => ({ where, field: fieldName(path), line: parsed.lineOf(path), message }))
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  });
}
