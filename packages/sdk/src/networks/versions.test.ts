import { describe, expect, it } from 'vitest';
import { orderedMedia, supportsFirstComment, validateVersions, versionDraft } from './versions.js';

const photo = { kind: 'image' as const };
const video = { kind: 'video' as const, durationSeconds: 30 };
const fields = (problems: ReturnType<typeof validateVersions>) => problems.map((p) => [p.field, p.message]);

describe('validateVersions', () => {
  it('checks each network against its own version: a long X caption passes once X has a short version', () => {
    const draft = { caption: 'a'.repeat(300), media: [photo] };
    expect(fields(validateVersions(draft, [], ['X', 'Instagram']))).toEqual([
      ['caption', 'A legenda tem 300 caracteres; o X aceita até 280.'],
    ]);
    expect(
      validateVersions(draft, [{ network: 'x', caption: 'Curta e direta' }], ['X', 'Instagram']),
    ).toEqual([]);
  });

  it("names the version's caption when that version is too long for its network", () => {
    const draft = { caption: 'Oi', media: [photo] };
    expect(fields(validateVersions(draft, [{ network: 'x', caption: 'b'.repeat(281) }], ['x']))).toEqual([
      ['versions[0].caption', 'A legenda tem 281 caracteres; o X aceita até 280.'],
    ]);
  });

  it('refuses an empty version, a duplicate and a media order that does not list each media once', () => {
    const draft = { caption: 'Oi', media: [photo, photo] };
    const problems = validateVersions(
      draft,
      [
        { network: 'instagram', caption: ' ', mediaOrder: [0, 0] },
        { network: 'instagram', caption: 'De novo' },
      ],
      ['instagram'],
    );
    expect(fields(problems)).toEqual([
      [
        'versions[0].caption',
        'A legenda da versão do Instagram está vazia. Escreva um texto ou use "Voltar ao texto original".',
      ],
      [
        'versions[0].mediaOrder',
        'A ordem das mídias do Instagram precisa listar cada mídia do post uma única vez.',
      ],
      ['versions[1].network', 'O Instagram tem mais de uma versão; deixe uma só.'],
    ]);
  });

  it('accepts a first comment on Instagram and Facebook only, within their limits', () => {
    const draft = { caption: 'Oi', media: [photo] };
    const tags = Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(' ');
    expect(
      fields(
        validateVersions(
          draft,
          [
            { network: 'instagram', caption: 'Oi', firstComment: tags },
            { network: 'facebook', caption: 'Oi', firstComment: '#promo' },
            { network: 'x', caption: 'Oi', firstComment: 'Link na bio' },
          ],
          ['instagram', 'facebook', 'x'],
        ),
      ),
    ).toEqual([
      ['versions[0].firstComment', 'O primeiro comentário tem 31 hashtags; o Instagram aceita até 30.'],
      [
        'versions[2].firstComment',
        'O primeiro comentário só é publicado no Instagram e no Facebook, não no X.',
      ],
    ]);
    expect(['Instagram', 'Facebook', 'TikTok'].map(supportsFirstComment)).toEqual([true, true, false]);
  });

  it('keeps media problems on the shared media: the order changes no count or kind', () => {
    const draft = { caption: 'Oi', media: [photo, video] };
    const problems = validateVersions(
      draft,
      [{ network: 'facebook', caption: 'Oi', mediaOrder: [1, 0] }],
      ['facebook'],
    );
    expect(problems.map((p) => [p.field, p.code])).toEqual([['media', 'mixed-media']]);
  });
});

describe('versionDraft and orderedMedia', () => {
  it("reorders the media by the version's order, and ignores an order that no longer fits", () => {
    const draft = { caption: 'Oi', media: [photo, video] };
    expect(versionDraft(draft, { network: 'instagram', caption: 'Olá', mediaOrder: [1, 0] })).toEqual({
      caption: 'Olá',
      media: [video, photo],
    });
    expect(orderedMedia(['a', 'b', 'c'], [1, 0])).toEqual(['a', 'b', 'c']);
  });
});
