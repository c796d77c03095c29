import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNodeAtLocation, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type * as z from 'zod';
import { dataFiles, dataFolders, type DataFileName } from '@/content/schemas';

const isDataFileName = (name: string): name is DataFileName => Object.hasOwn(dataFiles, name);

/*
 * The data files of content/data/: each read as JSON, with the line and
 * column of a syntax error, then checked against its schema
 * (content/schemas/), each mistake with the line of its field.
 */

export type DataProblem = { file: string; field: string; line?: number; message: string };
type Path = readonly PropertyKey[];
export type FieldIssue = { path: Path; message: string };

/** `tuition[2].amount`: how a field is named in a message. */
export function fieldName(path: Path): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}

/** Line and column (from 1) of an offset in a text. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const syntaxMessages: Partial<Record<string, string>> = {
  CommaExpected: 'a comma is missing between two values',
  PropertyNameExpected: 'a name in double quotes was expected (a comma too many before "}"?)',
  ValueExpected: 'a value was expected (a comma too many, or a value left out?)',
  ColonExpected: 'a colon ":" is missing after a name',
  CloseBraceExpected: 'a closing "}" is missing',
  CloseBracketExpected: 'a closing "]" is missing',
  EndOfFileExpected: 'the file goes on after its end (text after the last "}"?)',
  InvalidSymbol: 'there is a character JSON does not allow here (text must be in double quotes)',
  UnexpectedEndOfString: 'a text is not closed by a double quote',
  InvalidCommentToken: 'JSON files cannot hold comments',
};

/** A data file's text parsed; or its syntax errors, each with its line and column. */
export function parseData(text: string, file: string): { data: unknown; lineOf: (path: Path) => number | undefined } | { problems: DataProblem[] } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length > 0 || !tree)
    return {
      // The first error only: the parser's later ones follow from it.
      problems: errors.slice(0, 1).map((error) => {
        const { line, column } = position(text, error.offset);
        const code = printParseErrorCode(error.error);
        return { file, field: `(line ${line}, column ${column})`, line, message: `not valid JSON: ${syntaxMessages[code] ?? code}` };
      }),
    };
  return {
    data: JSON.parse(text) as unknown,
    lineOf: (path) => {
      for (let length = path.length; length >= 0; length--) {
        const node = findNodeAtLocation(tree, path.slice(0, length).map((key) => (typeof key === 'number' ? key : String(key))));
        if (node) return position(text, node.offset).line;
      }
      return undefined;
    },
  };
}

/** A rule across data files: given each file that passed its own checks (by name, as its schema returned it), the mistakes it finds in them. */
export type CrossFileRule = (files: Readonly<Record<string, unknown>>) => (FieldIssue & { file: string })[];

/** A rule on one data file as its schema returned it, that needs to read other files (its pictures). */
export type FileRule = (schema: z.ZodType, data: unknown) => Promise<FieldIssue[]>;

/** The schema of a data file of content/data/, by its name there ("fees.json", or "news/open-day.json" in a folder of entries); undefined if it is none the site knows. */
export function schemaOf(name: string): z.ZodType | undefined {
  const [folder, file, more] = name.split('/');
  if (file === undefined) return isDataFileName(name) ? dataFiles[name] : undefined;
  const folders: Record<string, { entry: z.ZodType }> = dataFolders;
  return more === undefined && file.endsWith('.json') ? folders[folder!]?.entry : undefined;
}

/** How a problem with an entry's name names its "field": the file's name, which the editor makes from its title. */
export const fileNameField = "(the file's name)";

/** An entry's file name, which names its page or calendar file: lowercase words joined by hyphens. */
const entryNamePattern = /^[a-z0-9]+(-[a-z0-9]+)*\.json$/;

/** The data files of `dataDir`: the single files, then each folder's entries. */
export function dataFileNames(dataDir: string): string[] {
  const files = readdirSync(dataDir).filter((name) => name.endsWith('.json')).sort();
  const entries = Object.keys(dataFolders).flatMap((folder) =>
    existsSync(join(dataDir, folder)) ? readdirSync(join(dataDir, folder)).filter((name) => name.endsWith('.json')).sort().map((name) => `${folder}/${name}`) : [],
  );
  return [...files, ...entries];
}

/**
 * Every data file of `dir/data`, checked against its schema, and by
 * `moreRules` (given the file and its schema) and `fileRules`;
 * then the files that pass, by `crossFileRules`. `label` names a file in
 * messages.
 */
export async function checkDataFiles(
  dir: string,
  {
    label,
    fieldName,
    moreRules,
    fileRules = [],
    crossFileRules,
  }: { label: (file: string) => string; fieldName: (path: Path) => string; moreRules: (data: unknown, schema: z.ZodType) => FieldIssue[]; fileRules?: FileRule[]; crossFileRules: CrossFileRule[] },
): Promise<DataProblem[]> {
  const dataDir = join(dir, 'data');
  if (!existsSync(dataDir)) return [];
  const passed: Record<string, unknown> = {};
  const lineOf: Record<string, (path: Path) => number | undefined> = {};
  const problemsOf = (file: string, issues: FieldIssue[]) => {
    // One mistake can break two rules (a day that no year has is not a day of the school year either): the first one says it.
    const byField = new Map<string, FieldIssue>();
    for (const issue of issues) if (!byField.has(fieldName(issue.path))) byField.set(fieldName(issue.path), issue);
    return [...byField.values()].map(({ path, message }) => ({ file: label(`data/${file}`), field: fieldName(path), line: lineOf[file]?.(path), message }));
  };
  const known = [...Object.keys(dataFiles), ...Object.keys(dataFolders).map((folder) => `${folder}/*.json`)].join(', ');
  const checked = await Promise.all(
    dataFileNames(dataDir).map(async (name): Promise<DataProblem[]> => {
      const file = label(`data/${name}`);
      const schema = schemaOf(name);
      if (!schema) return [{ file, field: '(the whole file)', message: `is not a data file the site knows: the known ones are ${known}` }];
      const entry = name.split('/')[1];
      const badName: DataProblem[] =
        entry !== undefined && !entryNamePattern.test(entry)
          ? [
              {
                file,
                field: fileNameField,
                message: `names a page or a calendar file, so it must be lowercase letters and digits, words joined by hyphens, like "summer-camp.json" (the editor makes it so from the title); found "${entry}"`,
              },
            ]
          : [];
      const parsed = parseData(readFileSync(join(dataDir, name), 'utf8'), file);
      if ('problems' in parsed) return [...badName, ...parsed.problems];
      lineOf[name] = parsed.lineOf;
      const result = schema.safeParse(parsed.data);
      const issues = [...(result.error?.issues ?? []), ...moreRules(parsed.data, schema)];
      for (const rule of fileRules) issues.push(...(await rule(schema, parsed.data)));
      if (issues.length === 0 && badName.length === 0) passed[name] = result.data;
      return [...badName, ...problemsOf(name, issues)];
    }),
  );
  const problems = checked.flat();
  const across = crossFileRules.flatMap((rule) => rule(passed));
  return [...problems, ...[...new Set(across.map(({ file }) => file))].flatMap((file) => problemsOf(file, across.filter((issue) => issue.file === file)))];
}
