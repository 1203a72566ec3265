// Runs the repository's checks (scripts/checks/steps.mjs) side by side as far as the machine's cores allow,
// each step as soon as the steps it needs have passed, and ends with a table of step → seconds → what it
// checked, also written to test-times.json. Exits non-zero when any step failed or could not run.
//
//   node scripts/checks/run.mjs                 every check (what ./test.sh runs)
//   node scripts/checks/run.mjs --quick [--since REF]
//                                               lint, types, and the tests of the workspaces changed since REF
//                                               and of those that depend on them (the API on PGlite only)
//   node scripts/checks/run.mjs --only ID[,ID…] those steps and what they need
//
// The schedule fills the machine's cores (CHECKS_CORES overrides it): filling one and a half times as many
// made the two-core steps share the machine and each ran three times as long (the whole run took longer).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { countOf } from './counts.mjs';
import { selectSteps } from './select.mjs';
import { steps as allSteps, checksDir } from './steps.mjs';

const root = join(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const tier = args.includes('--quick') ? 'quick' : 'full';
const steps = selectSteps(allSteps, {
  tier,
  only: option('--only')?.split(','),
  changed: tier === 'quick' ? changedWorkspaces(option('--since')) : undefined,
});
const cores = Number(process.env.CHECKS_CORES) || availableParallelism();
const logs = join(root, checksDir, 'logs');
mkdirSync(logs, { recursive: true });

/**
 * The workspaces changed since `since` (default: the branch's upstream, else where it left main, else the
 * uncommitted work) and those that depend on them, as pnpm selects them.
 */
function changedWorkspaces(since) {
  const git = (...gitArgs) => spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
  const ref =
    since ??
    [
      () => git('rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}'),
      () =>
        git('branch', '--show-current').stdout.trim() === 'main' ? null : git('merge-base', 'HEAD', 'main'),
    ]
      .map((find) => find())
      .find((found) => found && found.status === 0)
      ?.stdout.trim() ??
    'HEAD';
  const listed = spawnSync('pnpm', ['ls', '-r', '--depth', '-1', '--json', '--filter', `...[${ref}]`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`pnpm could not list the workspaces changed since ${ref}`);
  const names = JSON.parse(listed.stdout || '[]').map((workspace) => workspace.name);
  console.log(`› changed since ${ref} (with their dependents): ${names.join(', ') || 'none'}`);
  return new Set(names);
}

const started = performance.now();
const seconds = (from) => Math.round((performance.now() - from) / 1000);
/**
 * @type {Map<string, {status: 'passed'|'failed'|'not run', seconds: number, cpuSeconds?: number|null,
 *   count: number|null, log: string}>}
 */
const results = new Map();
const running = new Map();

const ready = (step) => (step.needs ?? []).every((need) => results.get(need)?.status === 'passed');
const blocked = (step) =>
  (step.needs ?? []).some((need) => results.has(need) && results.get(need).status !== 'passed');
const busyCores = () => [...running.values()].reduce((sum, { step }) => sum + step.cores, 0);

function start(step) {
  const log = join(logs, `${step.id}.log`);
  const out = createWriteStream(log);
  const t0 = performance.now();
  console.log(`› started: ${step.name}`);
  const cpuFile = join(logs, `${step.id}.cpu`);
  // `times` on exit: the CPU the step's processes used (user + system, every descendant waited for), which
  // says how many cores it keeps busy beside its wall time.
  const script = `trap 'times > "${cpuFile}"' EXIT; set -euo pipefail; ${step.run}`;
  const child = spawn('bash', ['-c', script], {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  running.set(step.id, { step, child, t0 });
  child.on('close', (code) => {
    out.end(() => {
      running.delete(step.id);
      const output = readFileSync(log, 'utf8');
      const result = {
        status: code === 0 ? 'passed' : 'failed',
        seconds: seconds(t0),
        cpuSeconds: cpuSecondsIn(cpuFile),
        count: countOf(step.counts, output),
        log,
      };
      results.set(step.id, result);
      report(step, result, output);
      schedule();
    });
  });
}

/** The children's user + system time from bash's `times` (its second line: `0m12.345s 0m1.234s`). */
function cpuSecondsIn(file) {
  try {
    const [, children = ''] = readFileSync(file, 'utf8').split('\n');
    const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
    return Math.round(parts.reduce((sum, part) => sum + part, 0));
  } catch {
    return null;
  }
}

function report(step, result, output) {
  console.log(`\n━━ ${step.name}`);
  process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  const counted = result.count === null ? '' : `, ${result.count} checked`;
  console.log(`${result.status === 'passed' ? '✓' : '✗'} ${step.name} (${result.seconds}s${counted})`);
}

let stopping = false;

function schedule() {
  if (stopping) return;
  // A step that will never run makes the steps that need it never run either, wherever they are listed.
  let skipped = true;
  while (skipped) {
    skipped = false;
    for (const step of steps.filter((step) => !results.has(step.id) && blocked(step))) {
      results.set(step.id, { status: 'not run', seconds: 0, count: null, log: '' });
      console.log(`✗ not run: ${step.name} (a step it needs failed)`);
      skipped = true;
    }
  }
  for (const step of steps) {
    if (results.has(step.id) || running.has(step.id) || !ready(step)) continue;
    // A ready step that needs more cores than are free waits for them, unless nothing else runs, and the
    // steps after it wait too: otherwise one-core steps keep taking the cores it waits for.
    if (running.size > 0 && busyCores() + step.cores > cores) break;
    start(step);
  }
  if (running.size === 0) finish();
}

// A step that needs nothing else and no core (the Debian installs) starts beside whatever comes next; a
// minute of silence is filled with what is still running, so a long step is never mistaken for a hung run.
const heartbeat = setInterval(() => {
  const now = [...running.values()].map(({ step, t0 }) => `${step.id} ${seconds(t0)}s`);
  if (now.length > 0) console.log(`  … running: ${now.join(', ')}`);
}, 60_000);

function finish() {
  clearInterval(heartbeat);
  const total = seconds(started);
  const rows = steps.map((step) => ({ id: step.id, step: step.name, ...results.get(step.id) }));
  const width = Math.max(...rows.map((row) => row.id.length));
  console.log(`\n━━ ${tier} run: ${total}s in all (${availableParallelism()} cores, ${cores} filled)`);
  console.log(`${'step'.padEnd(width)}  seconds  cpu s  checked  status`);
  const cell = (value, size) => String(value ?? '').padStart(size);
  for (const row of [...rows].sort((a, b) => b.seconds - a.seconds))
    console.log(
      `${row.id.padEnd(width)}  ${cell(row.seconds, 7)}  ${cell(row.cpuSeconds, 5)}  ${cell(row.count, 7)}  ${row.status}`,
    );
  writeFileSync(
    join(root, 'test-times.json'),
    `${JSON.stringify(
      {
        tier,
        cores,
        finishedAt: new Date().toISOString(),
        seconds: total,
        steps: rows.map(({ log, ...row }) => row),
      },
      null,
      2,
    )}\n`,
  );
  const failed = rows.filter((row) => row.status !== 'passed');
  for (const row of failed.filter((row) => row.log)) {
    console.log(`\n━━ what failed in: ${row.step}`);
    console.log(failureSummary(readFileSync(row.log, 'utf8')));
  }
  for (const row of failed) console.log(`✗ ${row.status === 'failed' ? 'failed' : 'not run'}: ${row.step}`);
  console.log(`checks: ${rows.length - failed.length} passed, ${failed.length} failed`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

/** A failed step's failing tests and errors, then its log's last lines: CI keeps only the tail. */
function failureSummary(output) {
  const lines = output.split('\n');
  const marked = lines
    .filter((line) => /(FAIL|✗|×|✘|Error:|AssertionError|expected|Timed out|ERR_)/.test(line))
    .filter((line) => !line.includes('PLUGIN_TIMINGS'))
    .slice(0, 80);
  return [...marked, '  … last lines:', ...lines.slice(-40).map((line) => `  ${line}`)].join('\n');
}

// Stopping the run stops every step with everything it started.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    for (const { child } of running.values()) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    }
    process.exit(130);
  });

console.log(`› ${tier} run: ${steps.map((step) => step.id).join(', ')}`);
schedule();
