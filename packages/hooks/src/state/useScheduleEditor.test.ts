import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useScheduleEditor } from './useScheduleEditor.js';

// The browser runs in São Paulo, the project's default zone, unless a test gives the project another one.
process.env.TZ = 'America/Sao_Paulo';

const now = () => new Date(2026, 10, 22, 14, 0);
let ids = 0;
const createId = () => `s${++ids}`;
const setup = () => renderHook(() => useScheduleEditor({ now, createId }));

type Editor = ReturnType<typeof setup>['result'];
const fill = (result: Editor, date = '2026-11-23', time = '09:30', accounts = ['ig-1']) => {
  act(() => {
    result.current.setDate(date);
    result.current.setTime(time);
    result.current.setAccounts(accounts);
  });
};

describe('useScheduleEditor', () => {
  it('starts in create mode with an empty form and the 288 time choices', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({
      mode: 'create',
      heading: 'Novo Agendamento',
      submitLabel: 'Adicionar Agendamento',
      listHeading: 'Agendamentos (0)',
      canSubmit: false,
    });
    expect(result.current.timeChoices).toHaveLength(288);
  });

  it('is enabled only with a date, a time and at least one account', () => {
    const { result } = setup();
    act(() => result.current.setDate('2026-11-23'));
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.setTime('09:30'));
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.toggleAccount('ig-1'));
    expect(result.current.canSubmit).toBe(true);
    act(() => result.current.toggleAccount('ig-1'));
    expect(result.current.canSubmit).toBe(false);
  });

  it('appends an item and clears the form, accounts included', () => {
    const { result } = setup();
    fill(result);
    act(() => {
      result.current.toggleAccount('fb-1');
    });
    let added = false;
    act(() => {
      added = result.current.submit();
    });
    expect(added).toBe(true);
    expect(result.current.items).toEqual([
      {
        id: expect.any(String),
        date: '2026-11-23',
        time: '09:30',
        socialMediaAccountIds: ['ig-1', 'fb-1'],
        repeatType: 0,
        repeatNumber: 0,
      },
    ]);
    expect(result.current.form).toMatchObject({
      date: '',
      time: '',
      socialMediaAccountIds: [],
      repeat: false,
    });
    expect(result.current.listHeading).toBe('Agendamentos (1)');
  });

  it('stores the repeat count and interval when Repetir is on and refuses values below 1', () => {
    const { result } = setup();
    fill(result);
    act(() => {
      result.current.setRepeat(true);
      result.current.setRepeatNumber(0);
    });
    act(() => {
      result.current.submit();
    });
    expect(result.current.errors).toEqual({ repeatNumber: 'O número de repetições deve ser no mínimo 1' });
    expect(result.current.items).toHaveLength(0);
    act(() => {
      result.current.setRepeatNumber(3);
      result.current.setRepeatType(7);
    });
    act(() => {
      result.current.submit();
    });
    expect(result.current.items[0]).toMatchObject({ repeatNumber: 3, repeatType: 7 });
  });

  it('previews every occurrence of a repeat', () => {
    const { result } = setup();
    fill(result, '2026-11-28', '18:00');
    expect(result.current.occurrences.map((d) => d.getDate())).toEqual([28]);
    act(() => {
      result.current.setRepeat(true);
      result.current.setRepeatNumber(3);
      result.current.setRepeatType(2);
    });
    expect(result.current.occurrenceCount).toBe(3);
    expect(
      result.current.occurrences.map((d) => `${d.getDate()}/${d.getMonth() + 1} ${d.getHours()}h`),
    ).toEqual(['28/11 18h', '30/11 18h', '2/12 18h']);
  });

  it("previews repeats at the project's wall-clock time, across its daylight-saving change", () => {
    const { result } = renderHook(() => useScheduleEditor({ now, createId, timeZone: 'America/New_York' }));
    fill(result, '2027-03-12', '12:00');
    act(() => {
      result.current.setRepeat(true);
      result.current.setRepeatNumber(3);
      result.current.setRepeatType(1);
    });
    // New York moves its clocks forward on 2027-03-14: that day is 23 hours long there.
    const hours = result.current.occurrences.map(
      (d, _, [first]) => (d.getTime() - (first?.getTime() ?? 0)) / 3_600_000,
    );
    expect(hours).toEqual([0, 24, 47]);
  });

  it("reads the typed date and time in the project's zone when it differs from the browser's", () => {
    const { result } = renderHook(() => useScheduleEditor({ now, createId, timeZone: 'America/New_York' }));
    fill(result, '2026-11-23', '09:30');
    // 09:30 in New York (EST) is 14:30Z, 11:30 in the browser's São Paulo.
    expect(result.current.occurrences.map((d) => d.toISOString())).toEqual(['2026-11-23T14:30:00.000Z']);
    // 13:00 in New York on the 22nd is after the browser's 14:00 in São Paulo (12:00 in New York).
    fill(result, '2026-11-22', '13:00');
    act(() => {
      result.current.submit();
    });
    expect(result.current.errors).toEqual({});
    expect(result.current.items).toHaveLength(1);
  });

  it('refuses a moment in the past with a pt-BR message', () => {
    const { result } = setup();
    fill(result, '2026-11-22', '13:55');
    let added = true;
    act(() => {
      added = result.current.submit();
    });
    expect(added).toBe(false);
    expect(result.current.errors).toEqual({ date: 'Escolha uma data e um horário no futuro' });
    act(() => result.current.setTime('14:05'));
    expect(result.current.errors).toEqual({});
    act(() => {
      result.current.submit();
    });
    expect(result.current.items).toHaveLength(1);
  });

  it('edits: loads the values and accounts, saves in place and returns to create mode', () => {
    const { result } = setup();
    fill(result, '2026-11-23', '09:30', ['ig-1']);
    act(() => {
      result.current.submit();
    });
    fill(result, '2026-11-24', '10:00', ['fb-1', 'tt-1']);
    act(() => {
      result.current.setRepeat(true);
      result.current.setRepeatNumber(2);
      result.current.setRepeatType(1);
    });
    act(() => {
      result.current.submit();
    });
    const second = result.current.items[1]?.id ?? '';
    act(() => result.current.startEdit(second));
    expect(result.current).toMatchObject({
      mode: 'edit',
      editingId: second,
      heading: 'Editar Agendamento',
      submitLabel: 'Salvar Alterações',
      form: {
        date: '2026-11-24',
        time: '10:00',
        socialMediaAccountIds: ['fb-1', 'tt-1'],
        repeat: true,
        repeatNumber: 2,
      },
    });
    act(() => {
      result.current.setTime('11:00');
      result.current.setRepeat(false);
    });
    act(() => {
      result.current.submit();
    });
    expect(result.current.items.map((i) => [i.time, i.repeatNumber])).toEqual([
      ['09:30', 0],
      ['11:00', 0],
    ]);
    expect(result.current.items[1]?.id).toBe(second);
    expect(result.current).toMatchObject({ mode: 'create', editingId: null, form: { date: '', time: '' } });
  });

  it('cancel clears the form and leaves edit mode without changing the item', () => {
    const { result } = setup();
    fill(result);
    act(() => {
      result.current.submit();
    });
    const id = result.current.items[0]?.id ?? '';
    act(() => result.current.startEdit(id));
    act(() => result.current.setTime('12:00'));
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ mode: 'create', form: { time: '', socialMediaAccountIds: [] } });
    expect(result.current.items[0]?.time).toBe('09:30');
  });

  it('deleting the item being edited clears the form and leaves edit mode; deleting another keeps editing', () => {
    const { result } = setup();
    fill(result, '2026-11-23');
    act(() => {
      result.current.submit();
    });
    fill(result, '2026-11-24');
    act(() => {
      result.current.submit();
    });
    const [first, second] = result.current.items.map((i) => i.id);
    act(() => result.current.startEdit(second ?? ''));
    act(() => result.current.remove(first ?? ''));
    expect(result.current).toMatchObject({ mode: 'edit', form: { date: '2026-11-24' } });
    act(() => result.current.remove(second ?? ''));
    expect(result.current).toMatchObject({ mode: 'create', items: [], form: { date: '' } });
  });

  it('works on a list owned by the caller', () => {
    const onItemsChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ items }) => useScheduleEditor({ items, onItemsChange, now, createId }),
      {
        initialProps: {
          items: [
            {
              id: 'x',
              date: '2026-12-01',
              time: '08:00',
              socialMediaAccountIds: ['a'],
              repeatType: 0,
              repeatNumber: 0,
            },
          ],
        },
      },
    );
    act(() => result.current.startEdit('x'));
    expect(result.current.mode).toBe('edit');
    // The owner empties the list (scheduling switched off): the edit ends.
    rerender({ items: [] });
    expect(result.current).toMatchObject({
      mode: 'create',
      form: { date: '', time: '', socialMediaAccountIds: [] },
    });
    fill(result);
    act(() => {
      result.current.submit();
    });
    expect(onItemsChange).toHaveBeenCalledWith([
      expect.objectContaining({ date: '2026-11-23', time: '09:30' }),
    ]);
  });
});
