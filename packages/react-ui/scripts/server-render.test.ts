// The built entries on the server, as Next.js renders them for the first paint: no DOM here (node
// environment), no effect runs, so whatever the markup shows comes from the first render alone.
import { existsSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { samplePlatforms } from '../src/ScheduleEditor/fixtures';

const dist = new URL('../dist/', import.meta.url);
const load = async <T>(entry: string): Promise<T> => {
  const file = new URL(entry, dist);
  expect(existsSync(file), 'dist/ is missing: run `pnpm build` first').toBe(true);
  return (await import(file.href)) as T;
};

const post = {
  caption: 'Coleção de verão chegando #aurora',
  media: ['https://cdn.example/verao-1.jpg', 'https://cdn.example/verao-2.jpg'],
  account: { username: 'loja.aurora' },
};

describe('server rendering of the built package', () => {
  it('draws a post preview completely in the first render: caption, media, account and tabs', async () => {
    const { PostPreview } = await load<typeof import('../src/previews')>('previews/index.js');
    const html = renderToString(createElement(PostPreview, { ...post, defaultNetwork: 'instagram' }));
    expect(html).toContain('Coleção de verão chegando');
    expect(html).toContain('https://cdn.example/verao-1.jpg');
    expect(html).toContain('loja.aurora');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"/);
  });

  it('draws each network preview on the server', async () => {
    const previews = await load<typeof import('../src/previews')>('previews/index.js');
    for (const Preview of [
      previews.FeedPreview,
      previews.PhotoGridPreview,
      previews.ProfessionalPreview,
      previews.ShortTextPreview,
      previews.ShortVideoPreview,
      previews.VideoChannelPreview,
    ]) {
      expect(renderToString(createElement(Preview, post))).toContain('Coleção de verão chegando');
    }
  });

  it('renders the composer and the schedule editor on the server (hydrated in the browser)', async () => {
    const { PostComposer } = await load<typeof import('../src/PostComposer')>('PostComposer/index.js');
    const composer = renderToString(
      createElement(PostComposer, {
        platforms: samplePlatforms,
        onSubmit: () => undefined,
        templateNumber: 482,
      }),
    );
    // The number drawn by the server component, so hydration finds the same text.
    expect(composer).toContain('Template #482');
    expect(composer).toContain('Legenda');
    const { ScheduleEditor } = await load<typeof import('../src/ScheduleEditor')>('ScheduleEditor/index.js');
    expect(renderToString(createElement(ScheduleEditor, { platforms: samplePlatforms }))).toContain(
      'loja.aurora',
    );
  });
});
