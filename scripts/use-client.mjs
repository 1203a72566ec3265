import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const directive = "'use client';\n";

/**
 * Puts `'use client'` at the top of built entry files, so a Next.js App Router server component can import
 * the components directly (they become client references). Bundlers drop module-level directives (esbuild
 * silently, Rollup's tree-shaking pass with a warning), so this runs after the build. Each file's source map
 * gets an empty first line in step, so the mappings still point at the right lines.
 */
export function markClientEntries(files) {
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(directive)) continue;
    writeFileSync(file, directive + code);
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    }
  }
}
