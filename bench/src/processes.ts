import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const taken = new Set<number>();

/** A free loopback port, from 3300–3399 (the range the benchmarks keep to, beside other work on the machine). */
export async function freePort(from = 3300, to = 3399): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free && !taken.has(port)) {
      // Two calls before either port is listened on must not answer the same one.
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free loopback port in ${from}–${to}`);
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
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
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
