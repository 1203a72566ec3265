import { describe, expect, it } from 'vitest';
import { hasMetrics, type NetworkId, networkIds, networkRules } from './registry.js';
import { validateForNetworks } from './validate.js';

const images = (n: number) => Array.from({ length: n }, () => ({ kind: 'image' as const }));
const messages = (result: ReturnType<typeof validateForNetworks>, network: keyof typeof result) =>
  (result[network] ?? []).map((p) => p.message);

describe('the network registry', () => {
  it('gives every limit an https source', () => {
    for (const id of networkIds) {
      const rules = networkRules[id];
      const sourced = [
        ...rules.texts.map((t) => t.max),
        rules.hashtags,
        rules.media.required,
        rules.media.maxItems,
        rules.media.maxImages,
        rules.media.maxVideos,
        rules.media.mixed,
        rules.video?.minSeconds,
        rules.video?.maxSeconds,
      ];
      for (const value of sourced) if (value) expect(value.source).toMatch(/^https:\/\//);
    }
  });

  it('gives metrics where the network reports account counts: the platform is the network, in any case, or starts with it', () => {
    expect(
      [
        'Instagram',
        'INSTAGRAM Business',
        'Facebook',
        'TikTok',
        'LinkedIn',
        'Twitter/X',
        'X',
        'Threads',
        'YouTube',
        'Bluesky',
        'Orkut',
        'Xing',
        'Box',
      ].map(hasMetrics),
    ).toEqual([true, true, false, false, false, true, true, true, true, true, false, false, false]);
  });

  it('matches a network flagged for metrics by whole words only, so a name with the letter x is not X', () => {
    const flagged = (id: NetworkId) => (name: string) => {
      const saved = networkRules[id].metrics;
      (networkRules[id] as { metrics: boolean }).metrics = true;
      try {
        return hasMetrics(name);
      } finally {
        (networkRules[id] as { metrics: boolean }).metrics = saved;
      }
    };
    expect(['Twitter/X', 'X', 'Linux Fórum'].map(flagged('x'))).toEqual([true, true, false]);
  });

  it('has an entry for each of the eight networks, Bluesky with its facets source', () => {
    expect(networkIds).toEqual([
      'instagram',
      'facebook',
      'tiktok',
      'linkedin',
      'x',
      'threads',
      'youtube',
      'bluesky',
    ]);
    expect(networkRules.bluesky.richText).toEqual({
      value: 'facets',
      source: 'https://docs.bsky.app/docs/advanced-guides/post-richtext',
    });
    expect(networkRules.bluesky.metrics).toBe(true);
  });
});

describe('validateForNetworks', () => {
  it('accepts a short caption with one image on the image networks', () => {
    const result = validateForNetworks({ caption: 'Bom dia!', media: images(1) }, [
      'instagram',
      'facebook',
      'tiktok',
      'linkedin',
      'x',
      'threads',
      'bluesky',
    ]);
    expect(Object.keys(result)).toHaveLength(7);
    for (const problems of Object.values(result)) expect(problems).toEqual([]);
  });

  it('refuses 2,201 characters on Instagram and accepts 2,200', () => {
    const one = { media: images(1) };
    expect(
      messages(validateForNetworks({ ...one, caption: 'a'.repeat(2201) }, ['instagram']), 'instagram'),
    ).toEqual(['A legenda tem 2.201 caracteres; o Instagram aceita até 2.200.']);
    expect(validateForNetworks({ ...one, caption: 'a'.repeat(2200) }, ['instagram']).instagram).toEqual([]);
  });

  it('refuses 11 images on Instagram with the limit and its source', () => {
    const [problem] =
      validateForNetworks({ caption: 'Carrossel', media: images(11) }, ['instagram']).instagram ?? [];
    expect(problem).toMatchObject({
      code: 'too-many-items',
      message: 'O post tem 11 imagens; o Instagram aceita até 10.',
      limit: 10,
      actual: 11,
    });
    expect(problem?.source).toContain('developers.facebook.com');
  });

  it('counts an emoji-heavy caption with X weights', () => {
    // 130 emoji weigh 260 and 25 letters 25: 285 on X although the caption has 155 graphemes.
    const caption = `${'🔥'.repeat(130)}${'a'.repeat(25)}`;
    const result = validateForNetworks({ caption, media: [] }, ['twitter', 'threads']);
    expect(messages(result, 'x')).toEqual(['A legenda tem 285 caracteres; o X aceita até 280.']);
    expect(result.threads).toEqual([]);
    const fits = validateForNetworks({ caption: `${'🔥'.repeat(130)}${'a'.repeat(20)}`, media: [] }, ['x']);
    expect(fits.x).toEqual([]);
  });

  it('refuses a fifth image and mixed media on X', () => {
    expect(messages(validateForNetworks({ caption: 'x', media: images(5) }, ['x']), 'x')).toEqual([
      'O post tem 5 imagens; o X aceita até 4.',
    ]);
    const mixed = validateForNetworks({ caption: 'x', media: [...images(1), { kind: 'video' }] }, ['x']);
    expect(messages(mixed, 'x')).toEqual(['O X não aceita imagens e vídeos no mesmo post.']);
  });

  it('counts a Bluesky caption in graphemes: 300 fit whatever their code points, 301 do not', () => {
    // A family emoji is seven code points and one grapheme; a flag is two and one.
    const fits = `${'👨‍👩‍👧'.repeat(100)}${'🇧🇷'.repeat(100)}${'é'.repeat(100)}`;
    expect(validateForNetworks({ caption: fits, media: [] }, ['Bluesky']).bluesky).toEqual([]);
    const [problem] = validateForNetworks({ caption: `${fits}a`, media: [] }, ['bluesky']).bluesky ?? [];
    expect(problem).toMatchObject({
      code: 'text-too-long',
      message: 'A legenda tem 301 caracteres; o Bluesky aceita até 300.',
      limit: 300,
      actual: 301,
    });
    expect(problem?.source).toContain('app/bsky/feed/post.json');
  });

  it('takes four images or one video of up to 3 minutes on Bluesky, never both', () => {
    const check = (media: { kind: 'image' | 'video'; durationSeconds?: number }[]) =>
      messages(validateForNetworks({ caption: 'Oi', media }, ['bluesky']), 'bluesky');
    expect(check(images(4))).toEqual([]);
    expect(check(images(5))).toEqual(['O post tem 5 imagens; o Bluesky aceita até 4.']);
    expect(check([{ kind: 'video', durationSeconds: 180 }])).toEqual([]);
    expect(check([{ kind: 'video', durationSeconds: 181 }])).toEqual([
      'O vídeo tem 3:01; o Bluesky aceita até 3:00.',
    ]);
    expect(check([...images(1), { kind: 'video' }])).toEqual([
      'O Bluesky não aceita imagens e vídeos no mesmo post.',
    ]);
    expect(check([{ kind: 'video' }, { kind: 'video' }])).toEqual([
      'O post tem 2 vídeos; o Bluesky aceita 1 vídeo.',
    ]);
  });

  it('limits TikTok to 35 photos and needs media', () => {
    expect(messages(validateForNetworks({ caption: 'x', media: images(36) }, ['tiktok']), 'tiktok')).toEqual([
      'O post tem 36 imagens; o TikTok aceita até 35.',
    ]);
    expect(messages(validateForNetworks({ caption: 'x', media: [] }, ['tiktok']), 'tiktok')).toEqual([
      'O TikTok exige pelo menos uma mídia.',
    ]);
  });

  it('needs one video on YouTube and checks title and description', () => {
    const noVideo = validateForNetworks({ caption: 'Vlog', media: images(1) }, ['youtube']);
    expect(messages(noVideo, 'youtube')).toContain('O YouTube aceita apenas vídeo.');
    expect(messages(validateForNetworks({ caption: 'Vlog', media: [] }, ['youtube']), 'youtube')).toEqual([
      'O YouTube exige um vídeo.',
    ]);
    const long = validateForNetworks(
      {
        caption: 't'.repeat(101),
        description: 'd'.repeat(5001),
        media: [{ kind: 'video', durationSeconds: 60 }],
      },
      ['youtube'],
    );
    expect(messages(long, 'youtube')).toEqual([
      'O título tem 101 caracteres; o YouTube aceita até 100.',
      'A descrição tem 5.001 bytes; o YouTube aceita até 5.000.',
    ]);
  });

  it('checks video duration where the network documents it', () => {
    const longVideo = { caption: 'x', media: [{ kind: 'video' as const, durationSeconds: 200 }] };
    expect(messages(validateForNetworks(longVideo, ['x']), 'x')).toEqual([
      'O vídeo tem 3:20; o X aceita até 2:20.',
    ]);
    const shortVideo = { caption: 'x', media: [{ kind: 'video' as const, durationSeconds: 2 }] };
    expect(messages(validateForNetworks(shortVideo, ['instagram']), 'instagram')).toEqual([
      'O vídeo tem 0:02; o Instagram exige pelo menos 0:03.',
    ]);
  });

  it('limits hashtags on Instagram to 30', () => {
    const caption = Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(' ');
    expect(messages(validateForNetworks({ caption, media: images(1) }, ['instagram']), 'instagram')).toEqual([
      'A legenda tem 31 hashtags; o Instagram aceita até 30.',
    ]);
  });

  it('reads platform names case-insensitively and ignores unknown ones', () => {
    const result = validateForNetworks({ caption: 'Oi', media: images(1) }, ['Instagram', 'Orkut']);
    expect(Object.keys(result)).toEqual(['instagram']);
  });
});
