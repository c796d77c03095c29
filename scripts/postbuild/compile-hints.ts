/**
 * The framework's start-up chunks, marked for eager compilation. A browser
 * compiles a script's functions only when they are first called, on the main
 * thread; starting the framework (React, Next's router, the islands) then
 * blocked a slow phone for about 300 ms, and a tap landing then waited that
 * long. V8's explicit compile hint (a first line `//# allFunctionsCalledOnLoad`,
 * Chrome 136 and later; other browsers read a comment) has the whole file
 * compiled on a background thread while it downloads, and the same start-up
 * task took about 100 ms (bench, phone profile). Only the chunks a page
 * starts with are marked: nearly all of their functions run at start-up,
 * and code loaded on use (the form's rules, the video player)
 * stays lazily compiled.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The chunk file with the hint as its first line; `chunk` names it in errors. */
export function withCompileHint(code: string, chunk: string): string {
  if (code.startsWith(compileHint)) throw new Error(`compile-hints: ${chunk} is already marked. Was the post-build step run twice on one export?`);
  return compileHint + code;
}

/** Marks each chunk (a path such as /_next/static/chunks/x.js) under `outDir`; returns how many. */
export function markForEagerCompile(outDir: string, chunks: Iterable<string>): number {
  let marked = 0;
  for (const chunk of new Set(chunks)) {
    const file = join(outDir, chunk);
    if (!existsSync(file)) throw new Error(`compile-hints: a page starts with ${chunk}, which is not in the export.`);
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8'), chunk));
    marked += 1;
  }
  return marked;
}
