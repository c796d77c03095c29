import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The real receiver (`receiver/main.ts`) as a child process, with its
 * settings in the environment: started, its address read from the line it
 * prints, and stopped (or killed) by the test.
 */
export type ReceiverProcess = { child: ChildProcess; url: string; pid: number; exited: Promise<void> };

export async function startReceiver(env: Record<string, string>, cwd = process.cwd()): Promise<ReceiverProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'receiver/main.ts'], {
    cwd,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = output.match(/Receiving enquiries at (http:\/\/[^/\s]+)/)?.[1];
      if (address) {
        // From here on its output (one log line per request) is not kept.
        child.stdout!.off('data', read).resume();
        child.stderr!.off('data', read).resume();
        resolve(address);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the receiver exited with ${code}: ${output}`)));
  });
  return { child, url, pid: child.pid!, exited };
}

/** Stops the receiver with `signal` (SIGKILL: no chance to finish anything) and waits until it is gone. */
export async function stopReceiver(receiver: ReceiverProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (receiver.child.exitCode === null && receiver.child.signalCode === null) receiver.child.kill(signal);
  await receiver.exited;
}
