import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** The machine a figure was measured on: figures mean nothing without it. */
export function machine() {
  const cores = cpus();
  return {
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

/** Writes `bench/results/<name>.json` with the date and the machine, and returns its path. */
export async function writeResult(name: string, figures: unknown): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const path = join(resultsDir, `${name}.json`);
  const body = { benchmark: name, measuredAt: new Date().toISOString(), machine: machine(), figures };
  await writeFile(path, `${JSON.stringify(body, null, 2)}\n`);
  return path;
}
