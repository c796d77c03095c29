import { readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Replaces the benchmark section of the README with the latest results. */
export function updateReadme(summary: string, file = 'README.md') {
  const readme = readFileSync(file, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return;
  writeFileSync(file, `${readme.slice(0, start + START.length)}\n${summary}\n${readme.slice(end)}`);
}
