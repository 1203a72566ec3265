import { createContext, useContext, useMemo } from 'react';
import { type Copy, useCopy } from './i18n/useCopy';
import type { Messages, messages } from './messages';
import type { DeepPartial } from './theme/themeStyle';

// The groups of the primitives' copy that every host page draws (the route spinner, the recovery screen),
// apart from the table (messages.ts): a page's first JavaScript then carries their texts, not every
// component's.

export const commonMessages = {
  loading: 'Carregando...',
  close: 'Fechar',
  back: 'Voltar',
  cancel: 'Cancelar',
} as const;

export const recoveryScreenMessages = {
  errorTitle: 'Algo deu errado nesta página',
  errorHint: 'Recarregue a página para tentar de novo. Se o problema continuar, fale com o nosso suporte.',
  updateTitle: 'Não foi possível carregar esta página',
  updateHint:
    'Uma nova versão do Postify pode ter sido publicada ou a conexão caiu. Recarregue a página para continuar.',
  reload: 'Recarregar',
} as const;

/** The overrides of every enclosing `MessagesProvider`, by group. */
export const MessagesContext = createContext<DeepPartial<Messages> | undefined>(undefined);

/** `useMessages()[group]`, given that group's defaults, for a component that needs no other group. */
export function useMessageGroup<G extends keyof Messages>(
  group: G,
  defaults: (typeof messages)[G],
): Messages[G] {
  const localised: Copy = useCopy(group, defaults as Copy);
  const legacy = useContext(MessagesContext)?.[group] as Copy | undefined;
  return useMemo(
    () => (legacy ? { ...localised, ...legacy } : localised),
    [localised, legacy],
  ) as Messages[G];
}
