import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import type { DeepPartial } from './theme/themeStyle';

/** The default pt-BR copy of every primitive; override it with `MessagesProvider` or per-component props. */
export const messages = {
  common: {
    loading: 'Carregando...',
    close: 'Fechar',
    back: 'Voltar',
    cancel: 'Cancelar',
  },
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
  recoveryScreen: {
    errorTitle: 'Algo deu errado nesta página',
    errorHint: 'Recarregue a página para tentar de novo. Se o problema continuar, fale com o nosso suporte.',
    updateTitle: 'Não foi possível carregar esta página',
    updateHint:
      'Uma nova versão do Postify pode ter sido publicada ou a conexão caiu. Recarregue a página para continuar.',
    reload: 'Recarregar',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of the copy: same keys as `messages`, any strings. */
export type Messages = Widen<typeof messages>;

const MessagesContext = createContext<Messages>(messages);

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

/** Overrides part of the default copy for every component inside it. */
export function MessagesProvider({ messages: overrides, children }: MessagesProviderProps) {
  const parent = useContext(MessagesContext);
  const value = useMemo(() => merge(parent, overrides), [parent, overrides]);
  return createElement(MessagesContext.Provider, { value }, children);
}

/** Returns the copy in effect: the defaults merged with every enclosing `MessagesProvider`. */
export function useMessages(): Messages {
  return useContext(MessagesContext);
}

/** Fills `{name}` placeholders of a message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key];
    return value === undefined ? match : String(value);
  });
}
