import { createElement, type ReactNode, useContext, useMemo } from 'react';
import { type Copy, useCopy, type Widen } from './i18n/useCopy';
import { commonMessages, MessagesContext, recoveryScreenMessages } from './messageGroups';
import type { DeepPartial } from './theme/themeStyle';

/** The default pt-BR copy of every primitive; override it with `MessagesProvider` or per-component props. */
export const messages = {
  common: commonMessages,
  confirmDialog: {
    title: 'Confirmar ação',
    description: 'Tem certeza que deseja continuar?',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    loading: 'Carregando...',
  },
  passwordField: {
    show: 'Mostrar senha',
    hide: 'Ocultar senha',
    strength: 'Força da senha',
    met: 'atendido',
    unmet: 'pendente',
  },
  select: { placeholder: 'Selecione uma opção' },
  comboBox: { empty: 'Nenhum resultado encontrado', open: 'Mostrar opções' },
  datePicker: { open: 'Abrir calendário' },
  timeSelect: { placeholder: 'Horário', label: 'Horário' },
  otpInput: { label: 'Código de verificação', digit: 'Dígito {index} de {count}' },
  dropZone: {
    prompt: 'Arraste arquivos para cá ou',
    browse: 'Selecionar arquivos',
    addMedia: 'Adicionar mídia',
    dropped: 'Arquivos recebidos',
  },
  table: { empty: 'Nenhum item encontrado' },
  toast: { region: 'Notificações', dismiss: 'Fechar notificação' },
  breadcrumbs: { label: 'Navegação estrutural' },
  banner: { dismiss: 'Fechar aviso' },
  menu: { trigger: 'Mais ações' },
  drawer: { close: 'Fechar' },
  recoveryScreen: recoveryScreenMessages,
} as const;

/** The shape of the copy: same keys as `messages`, any strings. */
export type Messages = Widen<typeof messages>;

function merge(base: Messages, overrides: DeepPartial<Messages> | undefined): Messages {
  if (!overrides) return base;
  const out = { ...base } as Record<string, Record<string, string>>;
  for (const [group, values] of Object.entries(overrides)) {
    const current = out[group];
    if (current && values) out[group] = { ...current, ...values };
  }
  return out as unknown as Messages;
}

export interface MessagesProviderProps {
  messages?: DeepPartial<Messages> | undefined;
  children: ReactNode;
}

/**
 * Overrides part of the primitives' copy for every component inside it, by group (`{ common: { loading } }`).
 * Kept for existing apps: `PostifyI18nProvider messages={{ 'common.loading': '…' }}` does the same by code
 * and reaches every component; where both are given, this one wins.
 */
export function MessagesProvider({ messages: overrides, children }: MessagesProviderProps) {
  const parent = useContext(MessagesContext);
  const value = useMemo(
    () =>
      parent && overrides
        ? (merge(parent as Messages, overrides) as DeepPartial<Messages>)
        : (overrides ?? parent),
    [parent, overrides],
  );
  return createElement(MessagesContext.Provider, { value }, children);
}

/**
 * The primitives' copy in effect: pt-BR defaults, in the language of the enclosing `PostifyI18nProvider`
 * with its overrides by code (`common.loading`, `toast.dismiss`…), then every enclosing `MessagesProvider`.
 */
export function useMessages(): Messages {
  const localised = useCopy('', messages as Copy) as unknown as Messages;
  const legacy = useContext(MessagesContext);
  return useMemo(() => merge(localised, legacy), [localised, legacy]);
}
