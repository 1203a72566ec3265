import { describe, expect, it } from 'vitest';
import { postRecordKey } from '../src/networks/bluesky.js';
import { detectFacets } from '../src/networks/bluesky-facets.js';

/** The text a facet covers, cut by its byte offsets as Bluesky does. */
const covered = (text: string, facet: { index: { byteStart: number; byteEnd: number } }) =>
  Buffer.from(text).subarray(facet.index.byteStart, facet.index.byteEnd).toString();

describe('Bluesky facets', () => {
  it('finds links, mentions and hashtags with UTF-8 byte offsets after accented letters and emoji', () => {
    const text =
      'Promoção 🎉 na @lojadamaria.bsky.social: veja https://loja.com.br/ofertas?x=1 #verão #café2026!';
    const facets = detectFacets(text);
    expect(facets.map((facet) => facet.feature)).toEqual([
      { kind: 'mention', handle: 'lojadamaria.bsky.social' },
      { kind: 'link', uri: 'https://loja.com.br/ofertas?x=1' },
      { kind: 'tag', tag: 'verão' },
      { kind: 'tag', tag: 'café2026' },
    ]);
    expect(facets.map((facet) => covered(text, facet))).toEqual([
      '@lojadamaria.bsky.social',
      'https://loja.com.br/ofertas?x=1',
      '#verão',
      '#café2026',
    ]);
    // 'ç', 'ã' take two bytes and the emoji four: the first facet starts past 14 characters but 19 bytes.
    expect(facets[0]?.index).toEqual({ byteStart: 19, byteEnd: 43 });
  });

  it('leaves out what is not a facet: e-mails, handles without a domain, number-only tags, # inside links', () => {
    const text = 'Escreva para contato@loja.com ou @maria, pedido #123 em https://loja.com/#topo.';
    expect(detectFacets(text).map((facet) => facet.feature)).toEqual([
      { kind: 'link', uri: 'https://loja.com/#topo' },
    ]);
  });

  it('drops punctuation closing a link or a tag, and refuses tags longer than 64 characters', () => {
    const text = `Veja (https://exemplo.com/a), #promo. #${'a'.repeat(65)}`;
    expect(detectFacets(text).map((facet) => covered(text, facet))).toEqual([
      'https://exemplo.com/a',
      '#promo',
    ]);
  });

  it('answers no facet for plain text', () => {
    expect(detectFacets('Bom dia a todos')).toEqual([]);
  });
});

describe('Bluesky post record key', () => {
  it('is a 13-character TID whose clock id comes from the idempotency key', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    const key = postRecordKey('occ-1', at);
    expect(key).toMatch(/^[234567a-j][234567a-z]{12}$/);
    expect(postRecordKey('occ-1', at)).toBe(key);
    expect(postRecordKey('occ-2', at)).not.toBe(key);
    // Later attempts sort after earlier ones, as TIDs do.
    expect(postRecordKey('occ-1', new Date(at.getTime() + 1)) > key).toBe(true);
  });
});
