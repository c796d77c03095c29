import { readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Replaces the latest figures in docs/performance.md (between its bench markers) with this run's tables. */
export function updateLatestFigures(summary: string, file = 'docs/performance.md') {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has lost its ${START} … ${END} markers: put them back where the figures go.`);
  writeFileSync(file, `${text.slice(0, start + START.length)}\n${summary}\n${text.slice(end)}`);
}
