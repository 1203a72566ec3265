import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A child process started for a benchmark, stopped with `stop()`. */
export interface Started {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `command args…` and resolves once `readyUrl` answers 200 (the child's output goes to ours on failure). */
export async function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; readyUrl: string; timeoutMs?: number },
): Promise<Started> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited early:\n${output}`);
    const ok = await fetch(options.readyUrl).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.readyUrl} did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
