/// <reference types="vite/client" />
import { placeholdersOf } from '@postify/sdk/messages';
import { describe, expect, it } from 'vitest';
import { codesOf, uiNamespaces } from './catalogue';

describe("react-ui's catalogue", () => {
  it('has an English text for every pt-BR code, with the same placeholders', () => {
    for (const entry of uiNamespaces) {
      const pt = codesOf(entry.namespace, entry['pt-BR']);
      const en = codesOf(entry.namespace, entry.en);
      expect(Object.keys(en).sort(), entry.namespace).toEqual(Object.keys(pt).sort());
      for (const [code, text] of Object.entries(pt)) {
        expect(placeholdersOf(en[code] ?? ''), code).toEqual(placeholdersOf(text));
      }
    }
  });

  it('gives every namespace its own code prefix', () => {
    const names = uiNamespaces.map((entry) => entry.namespace);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('validation');
    expect(names).not.toContain('hooks');
  });

  it('registers every component table, so none escapes the completeness check', () => {
    // Each component keeps its pt-BR copy in `X/messages.ts`; a table left out of `uiNamespaces` would have no English.
    const modules = import.meta.glob<Record<string, unknown>>(['../*/messages.ts', '../*/*/messages.ts'], {
      eager: true,
    });
    const registered = new Set<unknown>(uiNamespaces.map((entry) => entry['pt-BR']));
    const tables = Object.entries(modules).flatMap(([path, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'object' && value !== null)
        .map(([name, value]) => ({ table: `${path} ${name}`, registered: registered.has(value) })),
    );
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((entry) => !entry.registered)).toEqual([]);
  });
});
