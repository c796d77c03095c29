import type { ContentProblem } from './check';

/*
 * The content check's mistakes as GitHub Actions annotations: on a pull
 * request (the staff editor opens one for every save), each mistake shows on
 * the check's page and beside the file's line, naming the field.
 * https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands
 */

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** Each problem as an annotation: a mistake (`error`), or what the build only warns about (`warning`: a year that is over). */
export function githubAnnotations(problems: readonly ContentProblem[], level: 'error' | 'warning' = 'error'): string {
  return problems
    .map(({ file, field, line, message }) => {
      const where = [`file=${escapeProperty(file)}`, ...(line ? [`line=${line}`] : []), `title=${escapeProperty(`${file}: ${field}`)}`].join(',');
      return `::${level} ${where}::${escapeData(`${field}: ${message}`)}`;
    })
    .join('\n');
}
