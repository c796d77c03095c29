import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The staff editor (out-admin/) past its sign-in screen, offline: its "Work
 * with Local Repository" mode reads and writes a folder the person picks. A
 * folder of the browser's private file system (OPFS) stands in for it,
 * holding the repository's files given here, and picking a folder answers
 * with it. Used by e2e/admin.spec.ts and scripts/admin-screenshots.ts.
 */

/** The repository's files the editor is given: path from the repository's root, and content. */
export type RepositoryFiles = Record<string, string | Uint8Array>;

/** The editor's button for it, in English or in Spanish (the browser's language). */
const localRepositoryButton = /Work with Local Repository|Trabajar con un repositorio local/;

export async function openLocalRepository(page: Page, base: string, files: RepositoryFiles) {
  await page.addInitScript(() => {
    Reflect.set(window, 'showDirectoryPicker', async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repository'));
  });
  await page.goto(base);
  const entries = Object.entries(files).map(([path, content]) => [path, typeof content === 'string' ? content : [...content]] as const);
  // No named functions inside: tsx (the screenshot script) would wrap them in a helper the page lacks.
  await page.evaluate(async (list) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('repository', { recursive: true }).catch(() => undefined);
    const repository = await root.getDirectoryHandle('repository', { create: true });
    // The editor checks that the folder is a repository's root.
    await repository.getDirectoryHandle('.git', { create: true });
    for (const [path, content] of list) {
      const parts = path.split('/');
      let folder = repository;
      for (const name of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(name, { create: true });
      const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(typeof content === 'string' ? content : new Uint8Array(content));
      await writable.close();
    }
  }, entries);
  await page.getByRole('button', { name: localRepositoryButton }).click();
}

/**
 * Ticks a checkbox, or chooses a radio button, of the editor from the
 * keyboard, as a keyboard user would. A click is aimed at where the control
 * was, and on a busy machine the editor, still drawing the fields above it,
 * can move it before the click lands (a CI run's "Clicking the checkbox did
 * not change its state"); the keyboard goes to the control itself.
 */
export async function choose(control: Locator) {
  await control.press('Space');
  await expect(control).toBeChecked();
}

/**
 * A file of the picked folder as bytes, as the editor left it. A read that
 * meets the editor writing the same file fails with NotReadableError (the file
 * changed under it) or NotFoundError (the file being replaced by the new one);
 * it is read again once the write is done.
 */
export const savedBytes = async (page: Page, path: string) =>
  Buffer.from(
    await page.evaluate(async (parts) => {
      for (let attempt = 1; ; attempt++) {
        try {
          let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository');
          for (const name of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(name);
          return [...new Uint8Array(await (await (await folder.getFileHandle(parts.at(-1)!)).getFile()).arrayBuffer())];
        } catch (error) {
          if (!(error instanceof DOMException && ['NotReadableError', 'NotFoundError'].includes(error.name)) || attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }, path.split('/')),
  );

/** A file of the picked folder as text (a data file the editor saved). */
export const savedFile = async (page: Page, path: string) => (await savedBytes(page, path)).toString('utf8');

/** The names of the files of a folder of the picked folder, as the editor left it. */
export const savedNames = (page: Page, path: string) =>
  page.evaluate(async (parts) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository');
    for (const name of parts) folder = await folder.getDirectoryHandle(name);
    const names: string[] = [];
    // TypeScript's DOM library lacks the folder's async iteration, which Chromium has.
    for await (const name of (folder as unknown as { keys: () => AsyncIterable<string> }).keys()) names.push(name);
    return names.sort();
  }, path.split('/'));

/** The editor (out-admin/, as `npm run build` writes it) served on a free port of this machine, for the tests of one file. */
export async function serveEditor(dir = join(process.cwd(), 'out-admin')): Promise<{ base: string; stop: () => void }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const base = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the editor's server stopped (${code})`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      const address = /at (http:\/\/localhost:\d+\/)/.exec(chunk.toString())?.[1];
      if (address) resolve(address);
    });
  });
  return { base, stop: () => server.kill() };
}
