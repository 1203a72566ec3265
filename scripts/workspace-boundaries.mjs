// Which relative imports leave their workspace: one workspace reaches another (or the repository's root)
// only through a package name and its public `exports`, never by a file path.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Folders that hold no workspace source: installed, built, generated or recorded output. */
const skipped = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  '__screenshots__',
  'test-results',
  'playwright-report',
  'coverage',
]);
const sourceFile = /\.(?:[cm]?[jt]s|[jt]sx)$/;
// Static `import … from` and `export … from`, side-effect `import '…'`, dynamic `import('…')` and `require('…')`.
const specifiers =
  /(?:\bfrom\s*|\bimport\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)(['"`])(\.{1,2}(?:\/[^'"`]*)?)\1/g;

/** The relative specifiers a source text imports, in every form a bundler or Node follows. */
export function relativeImports(text) {
  return [...text.matchAll(specifiers)].map((match) => match[2]);
}

/** The workspaces of the repository: pnpm's members plus the examples built outside it. */
export function workspaces(root) {
  const patterns = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => line.match(/^\s+-\s+['"]?([^'"#\s]+)/)?.[1])
    .filter(Boolean);
  const dirs = [...patterns, 'examples/*'].flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(root, pattern.slice(0, -2), entry.name))
      : [join(root, pattern)],
  );
  return [...new Set(dirs)].filter((dir) => existsSync(join(dir, 'package.json')));
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return existsSync(join(path, 'package.json')) ? [] : sourceFiles(path);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `file: specifier` (file named from `root`) for each relative import of `files` that resolves outside `workspace`. */
export function crossings(root, workspace, files, read = (file) => readFileSync(file, 'utf8')) {
  return files.flatMap((file) =>
    relativeImports(read(file))
      .filter((specifier) => {
        const target = resolve(dirname(file), specifier);
        return target !== workspace && !target.startsWith(workspace + sep);
      })
      .map((specifier) => `${relative(root, file)}: ${specifier}`),
  );
}

/** Every relative import in the repository that leaves its workspace. */
export function repositoryCrossings(root) {
  return workspaces(root).flatMap((workspace) => crossings(root, workspace, sourceFiles(workspace)));
}
