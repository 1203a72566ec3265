import { describe, expect, it } from 'vitest';
import { canSaveComposer, composerSaveLabel, randomTemplateNumber } from './composer.js';

const off = { postNow: false, scheduling: false, scheduleCount: 0, selectedAccountCount: 0 };

describe('composer save button', () => {
  it.each([
    [off, 'Salvar', false],
    [{ ...off, scheduling: true }, 'Salvar', false],
    [{ ...off, scheduling: true, scheduleCount: 2 }, 'Agendar', true],
    [{ ...off, postNow: true }, 'Postar Agora', false],
    [{ ...off, postNow: true, selectedAccountCount: 1 }, 'Postar Agora', true],
    [{ ...off, selectedAccountCount: 3, scheduleCount: 1 }, 'Salvar', false],
    [{ ...off, queueing: true }, 'Adicionar à fila', false],
    [{ ...off, queueing: true, selectedAccountCount: 2 }, 'Adicionar à fila', true],
  ])('%j → %s, enabled %s', (state, label, enabled) => {
    expect(composerSaveLabel(state)).toBe(label);
    expect(canSaveComposer(state)).toBe(enabled);
  });
});

describe('randomTemplateNumber', () => {
  it('always has three digits', () => {
    expect(randomTemplateNumber(() => 0)).toBe(100);
    expect(randomTemplateNumber(() => 0.999999)).toBe(999);
    for (let i = 0; i < 200; i++) expect(String(randomTemplateNumber())).toMatch(/^[1-9]\d{2}$/);
  });
});
