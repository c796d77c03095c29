import { spawn } from 'node:child_process';

/** An export served on loopback by scripts/serve.ts (its host headers, if any, included). */
export type ServedExport = { site: string; stop: () => void };

/** Serves the export in `dir` on a free port, as `npm run serve` serves out/. */
export async function serveExport(dir: string): Promise<ServedExport> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', '0', '--dir', dir], { cwd: process.cwd() });
  const site = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const address = chunk.toString().match(/http:\/\/localhost:\d+/)?.[0];
      if (address) resolve(address);
    });
    server.on('exit', (code) => reject(new Error(`scripts/serve.ts --dir ${dir} stopped (${code})`)));
  });
  return { site, stop: () => server.kill() };
}
