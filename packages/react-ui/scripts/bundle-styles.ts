import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

// pt-BR needs only the latin subsets; the other scripts would add weight for nothing.
const fontSubsets = ['latin-ext', 'latin'];

/** Reads the Inter variable font's @font-face rules for the latin subsets and copies their files into `dist/fonts`. */
function fontFaces(outDir: string): string {
  const fontDir = dirname(require.resolve('@fontsource-variable/inter/wght.css'));
  const css = readFileSync(join(fontDir, 'wght.css'), 'utf8');
  const blocks = css.split(/(?=\/\* inter-)/).filter((block) => {
    const name = /\/\* inter-([a-z-]+)-wght-normal \*\//.exec(block)?.[1];
    return name !== undefined && fontSubsets.includes(name);
  });
  mkdirSync(join(outDir, 'fonts'), { recursive: true });
  return blocks
    .map((block) =>
      block.replace(/url\(\.\/files\/([^)]+)\)/g, (_match, file: string) => {
        copyFileSync(join(fontDir, 'files', file), join(outDir, 'fonts', file));
        return `url(./fonts/${file})`;
      }),
    )
    .join('');
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Turns the build's per-entry CSS into the one `styles.css` the package exports: the font, then the
 * full index stylesheet (which holds every component). The per-entry copies are removed, so the built
 * JS never imports CSS and hosts load styles exactly once.
 */
export function bundleStyles(outDir: string): void {
  // esbuild labels each module's CSS with its (encoded) source path, and points at a map deleted below; the
  // published file needs neither (a dangling map link makes Vite's dev server log an error on every start).
  const indexCss = readFileSync(join(outDir, 'index.css'), 'utf8')
    .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n/g, '')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  for (const file of cssFiles(outDir)) rmSync(file);
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.css.map')) rmSync(join(outDir, file));
  }
  writeFileSync(join(outDir, 'styles.css'), `${fontFaces(outDir)}\n${indexCss}`);
}
