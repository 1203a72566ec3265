import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComposer } from './useComposer.js';

const now = () => new Date(2026, 10, 22, 14, 0);
const setup = () => renderHook(() => useComposer({ now }));
type Composer = ReturnType<typeof setup>['result'];

const addSchedule = (result: Composer) => {
  act(() => {
    result.current.scheduleEditor.setDate('2026-11-23');
    result.current.scheduleEditor.setTime('09:30');
    result.current.scheduleEditor.toggleAccount('ig-1');
  });
  act(() => {
    result.current.scheduleEditor.submit();
  });
};

describe('useComposer', () => {
  it('starts as a draft with a random three-digit number, both switches off and save disabled', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({
      status: 'Rascunho',
      postNow: false,
      scheduling: false,
      saveLabel: 'Salvar',
      canSave: false,
      view: 'edit',
    });
    expect(String(result.current.templateNumber)).toMatch(/^[1-9]\d{2}$/);
    expect(renderHook(() => useComposer({ random: () => 0.5 })).result.current.templateNumber).toBe(550);
  });

  it('keeps the template number across renders', () => {
    const { result } = setup();
    const number = result.current.templateNumber;
    act(() => result.current.setField('caption', 'Oi'));
    expect(result.current.templateNumber).toBe(number);
  });

  it('takes a template number drawn elsewhere (a server render), so hydration finds the same text', () => {
    const given = renderHook(() => useComposer({ templateNumber: 482, random: () => 0.5 }));
    expect(given.result.current.templateNumber).toBe(482);
  });

  it('posting now needs an account and is labelled Postar Agora', () => {
    const { result } = setup();
    act(() => result.current.setPostNow(true));
    expect(result.current).toMatchObject({
      saveLabel: 'Postar Agora',
      canSave: false,
      schedulingDisabled: true,
    });
    act(() => result.current.toggleAccount('ig-1'));
    expect(result.current.canSave).toBe(true);
    act(() => result.current.toggleAccount('ig-1'));
    expect(result.current.canSave).toBe(false);
  });

  it('scheduling needs a schedule and is then labelled Agendar', () => {
    const { result } = setup();
    act(() => result.current.setScheduling(true));
    expect(result.current).toMatchObject({ saveLabel: 'Salvar', canSave: false, postNowDisabled: true });
    addSchedule(result);
    expect(result.current.schedules).toHaveLength(1);
    expect(result.current).toMatchObject({ saveLabel: 'Agendar', canSave: true });
  });

  it('turning scheduling off clears the schedules', () => {
    const { result } = setup();
    act(() => result.current.setScheduling(true));
    addSchedule(result);
    act(() => result.current.setScheduling(false));
    expect(result.current.schedules).toEqual([]);
    expect(result.current.scheduleEditor.items).toEqual([]);
    act(() => result.current.setScheduling(true));
    expect(result.current.schedules).toEqual([]);
  });

  it('keeps the two switches mutually exclusive', () => {
    const { result } = setup();
    act(() => result.current.setScheduling(true));
    addSchedule(result);
    act(() => result.current.setPostNow(true));
    expect(result.current).toMatchObject({ postNow: true, scheduling: false, schedules: [] });
    act(() => result.current.setScheduling(true));
    expect(result.current).toMatchObject({ postNow: false, scheduling: true });
  });

  it("'Adicionar à fila' needs an account, turns the other switches off and forgets its start day when off", () => {
    const { result } = setup();
    act(() => result.current.setScheduling(true));
    addSchedule(result);
    act(() => result.current.setQueueing(true));
    expect(result.current).toMatchObject({
      queueing: true,
      scheduling: false,
      schedules: [],
      saveLabel: 'Adicionar à fila',
      canSave: false,
      postNowDisabled: true,
      schedulingDisabled: true,
    });
    act(() => {
      result.current.toggleAccount('ig-1');
      result.current.setQueueFrom('2027-03-01');
    });
    expect(result.current).toMatchObject({ canSave: true, queueFrom: '2027-03-01' });
    act(() => result.current.setQueueing(false));
    expect(result.current).toMatchObject({ queueing: false, queueFrom: null, canSave: false });
    act(() => result.current.setPostNow(true));
    expect(result.current.queueingDisabled).toBe(true);
  });

  it('shows advanced options only in edit view with a non-empty caption', () => {
    const { result } = setup();
    expect(result.current.showAdvancedOptions).toBe(false);
    act(() => result.current.setField('caption', '  '));
    expect(result.current.showAdvancedOptions).toBe(false);
    act(() => result.current.setField('caption', 'Oi'));
    expect(result.current.showAdvancedOptions).toBe(true);
    act(() => result.current.setView('preview'));
    expect(result.current.showAdvancedOptions).toBe(false);
  });

  it('enables the AI buttons only for a caption longer than 5 characters', () => {
    const { result } = setup();
    act(() => result.current.setField('caption', '12345'));
    expect(result.current.canUseAi).toBe(false);
    act(() => result.current.setField('caption', '123456'));
    expect(result.current.canUseAi).toBe(true);
  });

  it('requires the caption on validation and clears the message as the user types', () => {
    const { result } = setup();
    let valid = true;
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ caption: 'A legenda é obrigatória' });
    act(() => result.current.setField('caption', 'Novidade'));
    expect(result.current.errors).toEqual({});
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(true);
  });
});
