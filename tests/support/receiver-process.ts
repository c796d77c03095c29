import { execFile, spawn, type ChildProcess } from 'node:child_process';

/**
 * The real receiver as a child process, started as production starts it
 * (`node receiver/cli.mts`, Node's own type stripping, no tsx), with its
 * settings in the environment: started, its address read from the line it
 * prints, and stopped (or killed) by the test. Its commands (backup,
 * restore, erase) the same way.
 */
export type ReceiverProcess = { child: ChildProcess; url: string; pid: number; exited: Promise<void>; output: () => string };

/** The command and its arguments, as docs/receiver.md gives it. */
export const receiverCommand = (args: string[] = []) => ['receiver/cli.mts', ...args];

/**
 * `keepOutput`: the log lines after the start are kept too, for a test that
 * reads them (one per request: a long run would hold them all in memory).
 */
export async function startReceiver(env: Record<string, string>, { cwd = process.cwd(), keepOutput = false } = {}): Promise<ReceiverProcess> {
  const child = spawn(process.execPath, receiverCommand(), {
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
        if (!keepOutput) {
          child.stdout!.off('data', read).resume();
          child.stderr!.off('data', read).resume();
        }
        resolve(address);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the receiver exited with ${code}: ${output}`)));
  });
  return { child, url, pid: child.pid!, exited, output: () => output };
}

/** Stops the receiver with `signal` (SIGKILL: no chance to finish anything) and waits until it is gone. */
export async function stopReceiver(receiver: ReceiverProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (receiver.child.exitCode === null && receiver.child.signalCode === null) receiver.child.kill(signal);
  await receiver.exited;
}

/** Runs `node receiver/cli.mts <args>` to its end: its exit code and what it printed. */
export function runReceiverCommand(args: string[], env: Record<string, string>, { cwd = process.cwd(), timeoutMs = 60_000 } = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, receiverCommand(args), { cwd, env: { ...process.env, ...env }, timeout: timeoutMs }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}
