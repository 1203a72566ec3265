// The visual review report: compares fresh captures with committed baselines and writes a static HTML page
// (baseline, new and diff side by side, a slider over the two) that works offline. Used by react-ui's
// `pnpm review` (story captures) and the host's `pnpm review` (page screenshots).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * @typedef {object} ReviewEntry
 * @property {string} id Unique and stable: names the entry in `--accept` and its images folder.
 * @property {string} group What a reviewer groups by (a component, a page).
 * @property {string} name The story or page shown.
 * @property {string} [mode] Theme and width of this capture, when there is more than one.
 * @property {string} [link] Where to see it live (a story in a local Storybook).
 * @property {string} baselinePath Where the committed baseline lives (it may not exist: a new capture).
 * @property {string} [actualPath] The fresh capture (absent: the capture was removed or its test failed).
 * @property {boolean} [failed] Its test failed, so no capture says nothing about the baseline.
 */

/** How different two pixels must be to count, and how many may differ: the story tests' own tolerance. */
export const defaultTolerance = { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 };

const readPng = (path) => PNG.sync.read(readFileSync(path));

// Both images on one canvas the size of the larger, so a capture that grew or shrank still gets a diff.
function padTo(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const out = new PNG({ width, height });
  out.data.fill(0);
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out.data;
}

/**
 * Compares two PNG files; writes the diff image and returns the number and share of differing pixels.
 * Any differing pixel counts as a change; `withinTestTolerance` says whether the story test would pass.
 */
export function comparePngs(baselinePath, actualPath, diffPath, tolerance = defaultTolerance) {
  const baseline = readPng(baselinePath);
  const actual = readPng(actualPath);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const diff = new PNG({ width, height });
  const pixels = pixelmatch(
    padTo(baseline, width, height),
    padTo(actual, width, height),
    diff.data,
    width,
    height,
    {
      threshold: tolerance.threshold,
    },
  );
  mkdirSync(dirname(diffPath), { recursive: true });
  writeFileSync(diffPath, PNG.sync.write(diff));
  const sameSize = baseline.width === actual.width && baseline.height === actual.height;
  return {
    pixels,
    ratio: pixels / (width * height),
    sizes: { baseline: [baseline.width, baseline.height], actual: [actual.width, actual.height] },
    // A reviewer sees every changed pixel: a check mark is far below the tests' tolerance.
    changed: !sameSize || pixels > 0,
    withinTestTolerance: sameSize && pixels / (width * height) <= tolerance.allowedMismatchedPixelRatio,
  };
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const statusLabels = { changed: 'Alterado', added: 'Novo', removed: 'Removido', failed: 'Teste falhou' };

function figure(label, src) {
  return `<figure><figcaption>${label}</figcaption>${src ? `<img src="${escapeHtml(src)}" alt="${label}" loading="lazy">` : '<p class="none">—</p>'}</figure>`;
}

function entryHtml(entry) {
  const title = `${escapeHtml(entry.name)}${entry.mode ? ` <span class="mode">${escapeHtml(entry.mode)}</span>` : ''}`;
  const numbers =
    entry.status === 'changed'
      ? `<p class="numbers">${entry.pixels} pixels diferentes (${(entry.ratio * 100).toFixed(3)} %)${
          entry.sizes.baseline.join() === entry.sizes.actual.join()
            ? ''
            : `; tamanho ${entry.sizes.baseline.join('×')} → ${entry.sizes.actual.join('×')}`
        }${entry.withinTestTolerance ? ' — dentro da tolerância dos testes, que passariam' : ''}</p>`
      : '';
  const slider =
    entry.status === 'changed'
      ? `<div class="compare" style="--split: 50%">
  <img src="${escapeHtml(entry.images.baseline)}" alt="">
  <img class="over" src="${escapeHtml(entry.images.actual)}" alt="">
  <input type="range" min="0" max="100" value="50" aria-label="Comparar linha de base e novo: ${escapeHtml(entry.name)}${entry.mode ? ` (${escapeHtml(entry.mode)})` : ''}">
</div>`
      : '';
  return `<article class="entry ${entry.status}" id="${escapeHtml(entry.id)}" data-status="${entry.status}">
<h3>${title} <span class="status">${statusLabels[entry.status]}</span></h3>
<p class="meta"><code>${escapeHtml(entry.id)}</code>${entry.link ? ` · <a href="${escapeHtml(entry.link)}">abrir no Storybook local</a>` : ''}</p>
${numbers}
<div class="images">${figure('Linha de base', entry.images.baseline)}${figure('Novo', entry.images.actual)}${figure('Diferença', entry.images.diff)}</div>
${slider}
</article>`;
}

const css = `body{font:14px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1f2937;background:#f9fafb}
h1{margin-top:0}section{margin-bottom:32px}h2{border-bottom:1px solid #d1d5db}
.entry{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}
.entry h3{margin:0;font-size:16px}.mode{font-weight:400;color:#4b5563}.meta,.numbers{margin:4px 0;color:#4b5563}
.status{font-size:12px;font-weight:600;border-radius:4px;padding:2px 6px;margin-left:8px}
.changed .status{background:#fef3c7;color:#92400e}.added .status{background:#dcfce7;color:#166534}
.removed .status{background:#fee2e2;color:#991b1b}.failed .status{background:#fee2e2;color:#991b1b}
.images{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px}
figure{margin:0}figcaption{font-weight:600}figure img{max-width:100%;border:1px solid #d1d5db;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
.none{color:#9ca3af}.compare{position:relative;display:inline-block;margin-top:12px;max-width:100%}
.compare img{display:block;max-width:100%;border:1px solid #d1d5db}
.compare .over{position:absolute;inset:0;clip-path:inset(0 0 0 var(--split))}
.compare input{position:absolute;left:0;right:0;bottom:-24px;width:100%}
.summary span{margin-right:16px}`;

// Moves the split between the baseline (left) and the new capture (right) with the slider.
const script = `for (const input of document.querySelectorAll('.compare input')) {
  input.addEventListener('input', () => input.parentElement.style.setProperty('--split', input.value + '%'));
}`;

/**
 * Compares every entry, copies the images beside the report and writes `<outDir>/index.html` plus
 * `<outDir>/manifest.json` (what `acceptReview` reads). Unchanged entries are counted, not shown.
 *
 * @param {{ outDir: string, title: string, entries: ReviewEntry[], tolerance?: typeof defaultTolerance, intro?: string }} options
 */
export function writeReview({ outDir, title, entries, tolerance = defaultTolerance, intro = '' }) {
  rmSync(join(outDir, 'images'), { recursive: true, force: true });
  const shown = [];
  let unchanged = 0;
  for (const entry of entries) {
    const hasBaseline = existsSync(entry.baselinePath);
    const hasActual = entry.actualPath !== undefined && existsSync(entry.actualPath);
    const folder = join(outDir, 'images', entry.id.replace(/[^\w.-]+/g, '_'));
    const local = (name) => relative(outDir, join(folder, name));
    const copy = (from, name) => {
      mkdirSync(folder, { recursive: true });
      copyFileSync(from, join(folder, name));
      return local(name);
    };
    if (hasBaseline && hasActual) {
      const result = comparePngs(entry.baselinePath, entry.actualPath, join(folder, 'diff.png'), tolerance);
      if (!result.changed) {
        rmSync(folder, { recursive: true, force: true });
        unchanged++;
        continue;
      }
      shown.push({
        ...entry,
        ...result,
        status: 'changed',
        images: {
          baseline: copy(entry.baselinePath, 'baseline.png'),
          actual: copy(entry.actualPath, 'new.png'),
          diff: local('diff.png'),
        },
      });
    } else if (hasActual) {
      shown.push({ ...entry, status: 'added', images: { actual: copy(entry.actualPath, 'new.png') } });
    } else if (hasBaseline) {
      shown.push({
        ...entry,
        status: entry.failed ? 'failed' : 'removed',
        images: { baseline: copy(entry.baselinePath, 'baseline.png') },
      });
    }
  }
  const count = (status) => shown.filter((entry) => entry.status === status).length;
  const summary = {
    changed: count('changed'),
    added: count('added'),
    removed: count('removed'),
    failed: count('failed'),
    unchanged,
  };
  const groups = Map.groupBy(
    shown.toSorted((a, b) => a.group.localeCompare(b.group) || a.id.localeCompare(b.id)),
    (entry) => entry.group,
  );
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${css}</style></head>
<body>
<h1>${escapeHtml(title)}</h1>
${intro ? `<p>${intro}</p>` : ''}
<p class="summary"><span>${summary.changed} alterados</span><span>${summary.added} novos</span><span>${summary.removed} removidos</span>${summary.failed ? `<span>${summary.failed} com teste falhando</span>` : ''}<span>${summary.unchanged} iguais</span></p>
${shown.length === 0 ? '<p>Nenhuma diferença visual.</p>' : ''}
${[...groups].map(([group, items]) => `<section aria-labelledby="g-${escapeHtml(group)}"><h2 id="g-${escapeHtml(group)}">${escapeHtml(group)}</h2>\n${items.map(entryHtml).join('\n')}</section>`).join('\n')}
<script>${script}</script>
</body>
</html>
`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), html);
  const manifest = shown.map(({ id, group, name, mode, status, baselinePath, actualPath }) => ({
    id,
    group,
    name,
    mode,
    status,
    baselinePath,
    actualPath,
  }));
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { ...summary, file: join(outDir, 'index.html'), entries: shown };
}

/**
 * Makes the reviewed captures the new baselines, for the entries a selector names (`--all`: every entry):
 * its id, or the id before its `@mode` (every mode of a story) or before `--` (every story of a component); a changed or new capture is copied over its baseline, a removed
 * one's baseline deleted. Entries whose test failed are never accepted. Returns the accepted entries.
 */
export function acceptReview(outDir, selectors) {
  const manifestPath = join(outDir, 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`no review to accept from: run the review first (${manifestPath})`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const all = selectors.includes('--all');
  const chosen = manifest.filter(
    (entry) =>
      entry.status !== 'failed' &&
      (all ||
        selectors.some(
          (selector) =>
            entry.id === selector ||
            entry.id.startsWith(`${selector}@`) ||
            entry.id.startsWith(`${selector}--`),
        )),
  );
  for (const entry of chosen) {
    if (entry.status === 'removed') rmSync(entry.baselinePath, { force: true });
    else {
      mkdirSync(dirname(entry.baselinePath), { recursive: true });
      copyFileSync(entry.actualPath, entry.baselinePath);
    }
  }
  return chosen;
}
