import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/** A virtual X display of our own, for a browser that has no headless mode. */
export type Display = { name: string; stop: () => Promise<void> };

/**
 * The display's screen. Its pointer rests in the middle, and with no window
 * manager X gives the keyboard focus to the window under the pointer: a
 * window over the middle of the screen has the focus, as a family's has.
 */
export const screen = { width: 1920, height: 1080 } as const;

/**
 * Starts Debian's Xvfb on the first free display number, which it picks and
 * writes to a pipe (-displayfd): no fixed number to collide with another
 * display on the machine.
 */
export async function startXvfb(): Promise<Display> {
  const xvfb = spawn(process.env.XVFB_PATH ?? 'Xvfb', ['-displayfd', '3', '-screen', '0', `${screen.width}x${screen.height}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => xvfb.once('exit', () => resolve()));
  let errors = '';
  xvfb.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    (xvfb.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(written.trim());
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (${code}) before it had a display: ${errors.trim()}`)));
  });
  return {
    name: `:${number}`,
    stop: async () => {
      xvfb.kill();
      await exited;
    },
  };
}
