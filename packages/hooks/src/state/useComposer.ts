import { canSaveComposer, composerSaveKey, randomTemplateNumber } from '@postify/sdk/rules';
import { canUseAi, type ScheduleItem, templateSchema, validate } from '@postify/sdk/schemas';
import { useCallback, useState } from 'react';
import { usePostifyMessages } from './i18n.js';
import { type ScheduleEditorState, useScheduleEditor } from './useScheduleEditor.js';

/** The composer's text fields. */
export interface ComposerFields {
  caption: string;
  description: string;
  location: string;
  userTags: string;
  productTags: string;
  altText: string;
}

/** Options of {@link useComposer}. */
export interface UseComposerOptions {
  initialFields?: Partial<ComposerFields>;
  /** Source of randomness for the template number (tests). */
  random?: () => number;
  /**
   * The template number, drawn by the caller instead (`randomTemplateNumber()` of `@postify/sdk/rules`):
   * a server-rendered composer needs the same number on the server and in the browser, or hydration
   * would find two different texts.
   */
  templateNumber?: number;
  /** The current time, for the schedule editor's past-date refusal. */
  now?: () => Date;
  /** The project's time zone, in which schedules are typed (see `useScheduleEditor`). */
  timeZone?: string;
}

/** State and actions of the 'Novo Template' composer. */
export interface ComposerState {
  fields: ComposerFields;
  setField: (name: keyof ComposerFields, value: string) => void;
  /** 'Rascunho' — a new template is always a draft. */
  status: string;
  /** Random three-digit number shown beside the title. */
  templateNumber: number;
  view: 'edit' | 'preview';
  setView: (view: 'edit' | 'preview') => void;
  /** Advanced fields show only in edit view once the caption is non-empty. */
  showAdvancedOptions: boolean;
  /** AI caption and tag buttons: caption longer than 5 characters. */
  canUseAi: boolean;
  postNow: boolean;
  scheduling: boolean;
  /** 'Adicionar à fila': the chosen accounts each get their next free queue slot (the server picks it). */
  queueing: boolean;
  /** Each switch is disabled while another is on. */
  postNowDisabled: boolean;
  schedulingDisabled: boolean;
  queueingDisabled: boolean;
  /** Turns 'Postar agora' on or off; turning it on turns scheduling off (and clears the schedules). */
  setPostNow: (on: boolean) => void;
  /** Turns 'Agendar template' on or off; turning it off clears the schedules. */
  setScheduling: (on: boolean) => void;
  /** Turns 'Adicionar à fila' on or off; turning it on turns the others off (and clears the schedules). */
  setQueueing: (on: boolean) => void;
  /** 'Adicionar à fila' from this day on ('YYYY-MM-DD' in the project's zone), or null for now. */
  queueFrom: string | null;
  setQueueFrom: (day: string | null) => void;
  /** Accounts chosen for 'Postar agora' or 'Adicionar à fila'. */
  selectedAccountIds: string[];
  toggleAccount: (accountId: string) => void;
  schedules: ScheduleItem[];
  scheduleEditor: ScheduleEditorState;
  /** 'Agendar', 'Postar Agora' or 'Salvar'. */
  saveLabel: string;
  canSave: boolean;
  /** pt-BR messages of the last {@link ComposerState.validate}, by field. */
  errors: Record<string, string>;
  /** Checks the template form ('A legenda é obrigatória'); returns whether it may be sent. */
  validate: () => boolean;
}

/** A new template's text fields, all empty (the composer's form starts from them too). */
export const emptyComposerFields: Readonly<ComposerFields> = {
  caption: '',
  description: '',
  location: '',
  userTags: '',
  productTags: '',
  altText: '',
};

/**
 * The composer's rules without its look: the mutually exclusive switches ('Postar agora', 'Agendar
 * template', 'Adicionar à fila'), schedules cleared when
 * scheduling goes off, the save label and enablement, advanced options only with a caption, AI
 * enablement, the draft status and the random template number.
 */
export function useComposer({
  initialFields,
  random,
  templateNumber: givenNumber,
  now,
  timeZone,
}: UseComposerOptions = {}): ComposerState {
  const [fields, setFields] = useState<ComposerFields>(() => ({ ...emptyComposerFields, ...initialFields }));
  const [templateNumber] = useState(() => givenNumber ?? randomTemplateNumber(random));
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [postNow, setPostNowState] = useState(false);
  const [scheduling, setSchedulingState] = useState(false);
  const [queueing, setQueueingState] = useState(false);
  const [queueFrom, setQueueFrom] = useState<string | null>(null);
  const [selectedAccountIds, setSelectedAccountIds] = useState<string[]>([]);
  const [schedules, setSchedules] = useState<ScheduleItem[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const scheduleEditor = useScheduleEditor({
    items: schedules,
    onItemsChange: setSchedules,
    ...(now ? { now } : {}),
    ...(timeZone ? { timeZone } : {}),
  });

  const setField = useCallback((name: keyof ComposerFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const setScheduling = useCallback((on: boolean) => {
    setSchedulingState(on);
    if (on) {
      setPostNowState(false);
      setQueueingState(false);
    } else setSchedules([]);
  }, []);
  const setPostNow = useCallback((on: boolean) => {
    setPostNowState(on);
    if (on) {
      setSchedulingState(false);
      setQueueingState(false);
      setSchedules([]);
    }
  }, []);
  const setQueueing = useCallback((on: boolean) => {
    setQueueingState(on);
    if (on) {
      setPostNowState(false);
      setSchedulingState(false);
      setSchedules([]);
    } else setQueueFrom(null);
  }, []);
  const toggleAccount = useCallback((accountId: string) => {
    setSelectedAccountIds((current) =>
      current.includes(accountId) ? current.filter((id) => id !== accountId) : [...current, accountId],
    );
  }, []);

  const messages = usePostifyMessages();
  const check = useCallback(() => {
    const result = validate(templateSchema, fields, messages);
    setErrors(result.errors);
    return result.success;
  }, [fields, messages]);

  const saveState = {
    postNow,
    scheduling,
    queueing,
    scheduleCount: schedules.length,
    selectedAccountCount: selectedAccountIds.length,
  };
  return {
    fields,
    setField,
    status: messages.format('state.composerDraftStatus'),
    templateNumber,
    view,
    setView,
    showAdvancedOptions: view === 'edit' && fields.caption.trim() !== '',
    canUseAi: canUseAi(fields.caption),
    postNow,
    scheduling,
    queueing,
    postNowDisabled: scheduling || queueing,
    schedulingDisabled: postNow || queueing,
    queueingDisabled: postNow || scheduling,
    setPostNow,
    setScheduling,
    setQueueing,
    queueFrom,
    setQueueFrom,
    selectedAccountIds,
    toggleAccount,
    schedules,
    scheduleEditor,
    saveLabel: messages.format(`state.${composerSaveKey(saveState)}`),
    canSave: canSaveComposer(saveState),
    errors,
    validate: check,
  };
}
