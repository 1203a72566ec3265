import { describe, expect, it } from 'vitest';
import { inferMediaKind } from './media-kind.js';

describe('inferMediaKind', () => {
  it.each([
    ['image/png', 'image'],
    ['video/mp4', 'video'],
    ['audio/mpeg', 'audio'],
    ['application/pdf', 'document'],
    ['text/plain; charset=utf-8', 'document'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
    ['application/zip', 'unsupported'],
  ])('reads the declared type %s as %s', (type, kind) => {
    expect(inferMediaKind(type)).toBe(kind);
  });

  it.each([
    ['https://cdn.example/u/foto.JPG?sig=abc', 'image'],
    ['https://cdn.example/u/clip.mov#t=2', 'video'],
    ['podcast.mp3', 'audio'],
    ['contrato.docx', 'document'],
    ['https://cdn.example/u/arquivo', 'unsupported'],
    ['https://cdn.example/u/data.bin', 'unsupported'],
  ])('reads the extension of %s as %s', (url, kind) => {
    expect(inferMediaKind(url)).toBe(kind);
  });

  it('falls back to the file name when the declared type is missing or generic', () => {
    expect(inferMediaKind(undefined, 'https://cdn.example/a.webm')).toBe('video');
    expect(inferMediaKind('application/octet-stream', 'foto.png')).toBe('image');
    expect(inferMediaKind('', '')).toBe('unsupported');
  });
});
