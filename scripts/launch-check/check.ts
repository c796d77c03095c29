import { sampleProblems, type LaunchProblem } from './samples';
import { settingProblems } from './settings';

export type { LaunchProblem } from './samples';

/** Every sample or placeholder value left in the content folder `dir` and in the settings `env`. */
export function launchProblems(dir: string, env: Readonly<Record<string, string | undefined>>): LaunchProblem[] {
  return [...sampleProblems(dir), ...settingProblems(env)];
}

/** The message a launch stops with: a line per value, naming its file and field (with its line) or its setting. */
export function formatLaunchProblems(problems: readonly LaunchProblem[]): string {
  const files = new Set(problems.filter((problem) => problem.where !== 'setting').map((problem) => problem.where));
  const settings = problems.filter((problem) => problem.where === 'setting').length;
  const where = [files.size > 0 && `${files.size} file${files.size === 1 ? '' : 's'}`, settings > 0 && `${settings} setting${settings === 1 ? '' : 's'}`].filter(Boolean).join(' and ');
  return [
    `Launch check: ${problems.length} sample or placeholder value${problems.length === 1 ? '' : 's'} left, in ${where}. Put the school's own in (docs/content.md, "Sample data to replace before going live"), then run "npm run check-launch" again.`,
    ...problems.map(({ where: file, field, line, message }) => (file === 'setting' ? `  setting ${field}: ${message}` : `  ${file}, ${field}${line ? ` (line ${line})` : ''}: ${message}`)),
  ].join('\n');
}
