import { localTimeZone, scheduleOccurrences, schedulePastError } from '@postify/sdk/rules';
import {
  type ScheduleItem,
  scheduleDraftSchema,
  scheduleTimeChoices,
  toScheduleItem,
  validate,
} from '@postify/sdk/schemas';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePostifyMessages } from './i18n.js';
import { useControllableList } from './useControllableList.js';

/** The scheduling panel's form values. */
export interface ScheduleForm {
  date: string;
  time: string;
  socialMediaAccountIds: string[];
  repeat: boolean;
  repeatNumber: number;
  repeatType: number;
}

/** Options of {@link useScheduleEditor}; pass `items` + `onItemsChange` to own the list yourself. */
export interface UseScheduleEditorOptions {
  items?: ScheduleItem[];
  defaultItems?: ScheduleItem[];
  onItemsChange?: (items: ScheduleItem[]) => void;
  /** The current time, for the past-date refusal. */
  now?: () => Date;
  createId?: () => string;
  /** How many occurrences the preview lists at most. */
  previewLimit?: number;
  /**
   * The project's time zone (`Project.timeZone`): the form's date and time are typed in it and the API keeps
   * repeats at its wall-clock time. The browser's zone when absent, as for every presentational piece;
   * the connected components pass the project's.
   */
  timeZone?: string;
}

/** State and actions of the scheduling panel. */
export interface ScheduleEditorState {
  mode: 'create' | 'edit';
  editingId: string | null;
  /** 'Novo Agendamento' or 'Editar Agendamento'. */
  heading: string;
  /** 'Adicionar Agendamento' or 'Salvar Alterações'. */
  submitLabel: string;
  /** 'Agendamentos (n)'. */
  listHeading: string;
  items: ScheduleItem[];
  form: ScheduleForm;
  /** A date, a time and at least one account are set. */
  canSubmit: boolean;
  /** pt-BR messages of the last refused submit, by field. */
  errors: Partial<Record<keyof ScheduleForm, string>>;
  timeChoices: readonly string[];
  /** The time zone the date and time are typed in (the project's). */
  timeZone: string;
  /** The publications the form describes (first `previewLimit`), the date and time read in `timeZone`. */
  occurrences: Date[];
  occurrenceCount: number;
  setDate: (date: string) => void;
  setTime: (time: string) => void;
  toggleAccount: (accountId: string) => void;
  setAccounts: (accountIds: string[]) => void;
  setRepeat: (on: boolean) => void;
  setRepeatNumber: (value: number) => void;
  setRepeatType: (value: number) => void;
  /** Adds the form as a new item, or saves the edited item in place; returns whether it did. */
  submit: () => boolean;
  startEdit: (id: string) => void;
  cancel: () => void;
  remove: (id: string) => void;
}

const emptyForm = (): ScheduleForm => ({
  date: '',
  time: '',
  socialMediaAccountIds: [],
  repeat: false,
  repeatNumber: 1,
  repeatType: 1,
});

let fallbackId = 0;
const defaultCreateId = () => globalThis.crypto?.randomUUID?.() ?? `schedule-${Date.now()}-${++fallbackId}`;

/**
 * The scheduling panel's state: create and edit modes, add (appends and clears the form, accounts
 * included), edit (loads the item and selects its accounts), save in place, cancel, delete (clearing
 * the form when the edited item goes), the enablement rule, repeat fields, time choices, a preview of
 * the occurrences and a refusal of moments in the past.
 */
export function useScheduleEditor(options: UseScheduleEditorOptions = {}): ScheduleEditorState {
  const {
    now = () => new Date(),
    createId = defaultCreateId,
    previewLimit = 10,
    timeZone = localTimeZone(),
  } = options;
  const [items, updateItems] = useControllableList(
    options.items,
    options.defaultItems,
    options.onItemsChange,
  );
  const [form, setForm] = useState<ScheduleForm>(emptyForm);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<ScheduleEditorState['errors']>({});

  // An item removed from outside (scheduling switched off) ends its edit, as a delete in the list does.
  const editedItemGone = editing !== null && !items.some((item) => item.id === editing);
  const editingId = editedItemGone ? null : editing;

  const patch = useCallback((change: Partial<ScheduleForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setErrors({});
  }, []);
  const reset = useCallback(() => {
    setForm(emptyForm());
    setEditing(null);
    setErrors({});
  }, []);

  useEffect(() => {
    if (editedItemGone) reset();
  }, [editedItemGone, reset]);

  const messages = usePostifyMessages();
  const submit = useCallback(() => {
    const result = validate(scheduleDraftSchema, form, messages);
    const past =
      result.success && schedulePastError(form, now(), timeZone)
        ? messages.format('state.scheduleDatePast')
        : undefined;
    if (!result.success || past) {
      setErrors(result.success ? { date: past } : result.errors);
      return false;
    }
    if (editingId) {
      const saved = toScheduleItem(result.data, editingId);
      updateItems((list) => list.map((item) => (item.id === editingId ? saved : item)));
    } else {
      const added = toScheduleItem(result.data, createId());
      updateItems((list) => [...list, added]);
    }
    reset();
    return true;
  }, [form, now, timeZone, editingId, createId, updateItems, reset, messages]);

  const startEdit = useCallback(
    (id: string) => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) return;
      const repeat = item.repeatNumber > 0;
      setForm({
        date: item.date,
        time: item.time,
        socialMediaAccountIds: [...item.socialMediaAccountIds],
        repeat,
        repeatNumber: repeat ? item.repeatNumber : 1,
        repeatType: repeat ? item.repeatType : 1,
      });
      setEditing(id);
      setErrors({});
    },
    [items],
  );

  const remove = useCallback(
    (id: string) => {
      updateItems((list) => list.filter((item) => item.id !== id));
      if (id === editingId) reset();
    },
    [updateItems, editingId, reset],
  );

  const toggleAccount = useCallback((accountId: string) => {
    setForm((current) => {
      const selected = current.socialMediaAccountIds.includes(accountId);
      return {
        ...current,
        socialMediaAccountIds: selected
          ? current.socialMediaAccountIds.filter((id) => id !== accountId)
          : [...current.socialMediaAccountIds, accountId],
      };
    });
    setErrors({});
  }, []);

  const { occurrences, occurrenceCount } = useMemo(() => {
    const repeat = form.repeat && form.repeatNumber >= 1 && form.repeatType >= 1;
    const moment = {
      date: form.date,
      time: form.time,
      repeatNumber: repeat ? form.repeatNumber : 0,
      repeatType: repeat ? form.repeatType : 0,
    };
    const list = scheduleOccurrences(moment, timeZone, previewLimit);
    return { occurrences: list, occurrenceCount: list.length === 0 ? 0 : Math.max(moment.repeatNumber, 1) };
  }, [form.date, form.time, form.repeat, form.repeatNumber, form.repeatType, previewLimit, timeZone]);

  const editMode = editingId !== null;
  return {
    mode: editMode ? 'edit' : 'create',
    editingId,
    heading: messages.format(editMode ? 'state.scheduleHeadingEdit' : 'state.scheduleHeadingCreate'),
    submitLabel: messages.format(editMode ? 'state.scheduleSubmitEdit' : 'state.scheduleSubmitCreate'),
    listHeading: `${messages.format('state.scheduleList')} (${items.length})`,
    items,
    form,
    canSubmit: form.date !== '' && form.time !== '' && form.socialMediaAccountIds.length > 0,
    errors,
    timeChoices: scheduleTimeChoices,
    timeZone,
    occurrences,
    occurrenceCount,
    setDate: useCallback((date: string) => patch({ date }), [patch]),
    setTime: useCallback((time: string) => patch({ time }), [patch]),
    toggleAccount,
    setAccounts: useCallback((ids: string[]) => patch({ socialMediaAccountIds: [...ids] }), [patch]),
    setRepeat: useCallback((repeat: boolean) => patch({ repeat }), [patch]),
    setRepeatNumber: useCallback((repeatNumber: number) => patch({ repeatNumber }), [patch]),
    setRepeatType: useCallback((repeatType: number) => patch({ repeatType }), [patch]),
    submit,
    startEdit,
    cancel: reset,
    remove,
  };
}
