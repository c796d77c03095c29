import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import vnuJar from 'vnu-jar';
import { exportedHtmlFiles, outDir } from './support/site';

const run = promisify(execFile);

type VnuMessage = { type: string; subType?: string; url: string; message: string; lastLine?: number; extract?: string };

test('every exported HTML file passes the Nu Html Checker with 0 errors', async () => {
  test.setTimeout(180_000);
  const files = exportedHtmlFiles().map((file) => join(outDir, file));
  expect(files.length).toBeGreaterThanOrEqual(120);
  // vnu prints its JSON report on stderr and exits non-zero when it finds errors.
  // One short run: the quick JIT compiler alone and one GC thread take half the CPU time
  // of the defaults; that compiler's deeper stack frames need a bigger thread stack.
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];
  const result = await run('java', [...jvm, '-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr: string }) => error);
  const { messages } = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => `${message.url.replace(`file:${outDir}`, '')}:${message.lastLine} ${message.message}`);
  expect(errors, `${files.length} files checked`).toEqual([]);
});
