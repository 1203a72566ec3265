import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Every bare module a built file imports (static and dynamic), following its relative chunks. */
export function bareImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g,
    )) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else bare.add(specifier);
    }
  };
  visit(entry);
  return bare;
}
