// Fails when src/api.gen.ts is not what openapi-typescript makes from openapi/openapi.yaml today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = join(mkdtempSync(join(tmpdir(), 'postify-gen-')), 'api.gen.ts');
execFileSync('openapi-typescript', ['../../openapi/openapi.yaml', '-o', out], { stdio: 'inherit' });
if (readFileSync(out, 'utf8') !== readFileSync('src/api.gen.ts', 'utf8')) {
  console.error('src/api.gen.ts is out of date: run `pnpm --filter @postify/sdk generate` and commit it.');
  process.exit(1);
}
console.log('src/api.gen.ts is up to date');
