import { stateMessages as m } from '../messages.js';

/** What decides the composer's save button: the switches and what each needs. */
export interface ComposerSaveState {
  postNow: boolean;
  scheduling: boolean;
  /** 'Adicionar à fila': the chosen accounts (`selectedAccountCount`) each get their next free slot. */
  queueing?: boolean;
  scheduleCount: number;
  selectedAccountCount: number;
}

/**
 * The save button label: 'Agendar' when scheduling with a schedule, 'Postar Agora' when posting now,
 * 'Adicionar à fila' when queueing, else 'Salvar'.
 */
export function composerSaveLabel(state: ComposerSaveState): string {
  return m[composerSaveKey(state)];
}

/** The key of {@link composerSaveLabel} in `stateMessages` (catalogue code `state.<key>`). */
export function composerSaveKey(
  state: ComposerSaveState,
): 'composerSaveSchedule' | 'composerSavePostNow' | 'composerSaveQueue' | 'composerSaveDefault' {
  if (state.scheduling && state.scheduleCount > 0) return 'composerSaveSchedule';
  if (state.postNow) return 'composerSavePostNow';
  if (state.queueing) return 'composerSaveQueue';
  return 'composerSaveDefault';
}

/**
 * Whether the composer may save: one of the switches is on, scheduling has at least one schedule, and
 * posting now or queueing has at least one account selected.
 */
export function canSaveComposer(state: ComposerSaveState): boolean {
  if (state.scheduling) return state.scheduleCount > 0;
  if (state.postNow || state.queueing) return state.selectedAccountCount > 0;
  return false;
}

/** A new template's random three-digit number (100–999). */
export function randomTemplateNumber(random: () => number = Math.random): number {
  return 100 + Math.floor(random() * 900);
}
