import { placeholdersOf } from '@postify/sdk/messages';
import { describe, expect, it } from 'vitest';
import { hooksEn } from './messages.en.js';
import { hookMessages } from './messages.js';

describe('the hooks’ English', () => {
  it('has every pt-BR key, with the same placeholders', () => {
    expect(Object.keys(hooksEn).sort()).toEqual(Object.keys(hookMessages).sort());
    for (const [key, text] of Object.entries(hookMessages)) {
      expect(placeholdersOf(hooksEn[key as keyof typeof hookMessages]), key).toEqual(placeholdersOf(text));
    }
  });
});
