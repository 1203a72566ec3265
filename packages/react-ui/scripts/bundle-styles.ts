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

/**
 * Inter's stand-in while it downloads (it is `font-display: swap`): Arial, or its metric twins Liberation Sans
 * and Arimo, scaled to Inter's average glyph width (size-adjust) and given Inter's ascent and descent (0.969
 * and 0.241 of the em, over that scale), so text first laid out in it wraps and sits as it will in Inter and
 * nothing moves when Inter arrives. Without it the fallback was the system's font (DejaVu Sans on Linux, 5 %
 * wider): a header that wrapped to two rows, then one, pushed the page up.
 */
const fallbackFace =
  "@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans'),local('Arimo');" +
  'size-adjust:107.06%;ascent-override:90.49%;descent-override:22.56%;line-gap-override:0%}';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Turns the build's per-entry CSS into the one `styles.css` the package exports: the font and its stand-in, then the
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
  writeFileSync(join(outDir, 'styles.css'), `${fontFaces(outDir)}\n${fallbackFace}\n${indexCss}`);
}
