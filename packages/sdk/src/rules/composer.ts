import { stateMessages as m } from '../messages.js';

/** What decides the composer's save button: the two switches and what each needs. */
export interface ComposerSaveState {
  postNow: boolean;
  scheduling: boolean;
  scheduleCount: number;
  selectedAccountCount: number;
}

/** The save button label: 'Agendar' when scheduling with a schedule, 'Postar Agora' when posting now, else 'Salvar'. */
export function composerSaveLabel(state: ComposerSaveState): string {
  return m[composerSaveKey(state)];
}

/** The key of {@link composerSaveLabel} in `stateMessages` (catalogue code `state.<key>`). */
export function composerSaveKey(
  state: ComposerSaveState,
): 'composerSaveSchedule' | 'composerSavePostNow' | 'composerSaveDefault' {
  if (state.scheduling && state.scheduleCount > 0) return 'composerSaveSchedule';
  if (state.postNow) return 'composerSavePostNow';
  return 'composerSaveDefault';
}

/**
 * Whether the composer may save: one of the switches is on, scheduling has at least one schedule, and
 * posting now has at least one account selected.
 */
export function canSaveComposer(state: ComposerSaveState): boolean {
  if (state.scheduling) return state.scheduleCount > 0;
  if (state.postNow) return state.selectedAccountCount > 0;
  return false;
}

/** A new template's random three-digit number (100–999). */
export function randomTemplateNumber(random: () => number = Math.random): number {
  return 100 + Math.floor(random() * 900);
}
