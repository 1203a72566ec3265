import { errorMessage, isPostifyApiError } from '@postify/sdk';
import { defineMessages, resolveBundle, shippedLocale } from '@postify/sdk/messages';
import { useEffect, useMemo, useState } from 'react';
import { usePostifyI18n } from '../../state/i18nContext.js';
import type { localizedServerMessage } from './server-message.js';

/**
 * The pt-BR failure messages of the data hooks, verbatim from the specifications' error catalogues.
 * They name the screen's failure ('Erro ao carregar projetos'); the server's own message stays on the
 * typed error each hook also exposes.
 */
export const hookMessages = {
  loadProjects: 'Erro ao carregar projetos',
  switchProject: 'Erro ao trocar projeto',
  createProject: 'Erro ao criar projeto',
  updateProject: 'Erro ao atualizar projeto',
  deleteProject: 'Erro ao deletar projeto',
  setDefaultProject: 'Erro ao definir projeto padrão',
  loadSubscription: 'Erro ao carregar subscription',
  loadBilling: 'Não foi possível carregar as informações da assinatura.',
  noSubscription: 'Você precisa ter uma assinatura ativa para acessar o portal de cobrança.',
  invalidCode: 'Código inválido ou expirado',
  updatePhone: 'Erro ao atualizar telefone',
  updatePassword: 'Erro ao atualizar senha',
  userNotFound: 'Usuário não encontrado',
  contact: 'Erro ao enviar. Tente novamente.',
  signUpNoData: 'Erro ao cadastrar.',
  unknown: 'Erro desconhecido',
  loadPlatforms: 'Erro ao buscar plataformas',
  loadMetrics: 'Erro ao buscar métricas',
  loadPosts: 'Erro ao buscar posts',
  loadOnboarding: 'Erro ao buscar onboarding',
  loadShare: 'Erro ao buscar dados de compartilhamento',
  createFolderPrefix: 'Erro ao criar pasta',
  folderNotFound: 'Endpoint não encontrado. Verifique a configuração da API.',
  folderUnauthorized: 'Não autorizado. Verifique sua autenticação.',
  folderServerError: 'Erro interno do servidor.',
  rename: 'Erro ao renomear. Tente novamente.',
  download: 'Erro ao baixar arquivo',
  remove: 'Erro ao excluir pasta/arquivo',
  loadStorage: 'Erro ao carregar dados do storage',
  loadFolder: 'Erro ao carregar conteúdo da pasta',
  loadUsage: 'Erro ao carregar uso',
} as const;

/** Keys of {@link hookMessages}. */
export type HookMessageKey = keyof typeof hookMessages;

/** The data hooks' texts in the catalogue (`hooks.loadProjects`…); their English is in `messages.en.ts`. */
export const hooksBundle = /* @__PURE__ */ defineMessages('hooks', { 'pt-BR': hookMessages });

/** The hooks' texts in effect, plus the server's message for a failure in the same language. */
export type HookTexts = Record<HookMessageKey, string> & {
  /**
   * The message for a failed call: the server's pt-BR message in pt-BR; in another language the
   * catalogue's text for the envelope's code (`error.FORBIDDEN`…), or `fallback`.
   */
  serverMessage(error: unknown, fallback: string): string;
};

type LocalizeServerMessage = typeof localizedServerMessage;
// The error catalogue and its formatter, once a hook of the page has loaded them.
let localize: LocalizeServerMessage | undefined;
let loading: Promise<LocalizeServerMessage> | undefined;
const loadLocalize = () =>
  (loading ??= import('./server-message.js').then(
    (module) => {
      localize = module.localizedServerMessage;
      return localize;
    },
    (error: unknown) => {
      // Not loaded (offline): failures keep their fallback, and the next hook tries again.
      loading = undefined;
      throw error;
    },
  ));

/**
 * The data hooks' texts in the provider's language, with the partner's `hooks.*` overrides. In pt-BR a
 * failure shows the server's own message, so the error catalogue and its ICU formatter load only for
 * another language or a partner's `error.*` override (from the hook's first render, long before a
 * request can fail; until then a failure reads as in pt-BR without overrides, or as the hook's fallback).
 */
export function useHookMessages(): HookTexts {
  const { locale, overrides, translations } = usePostifyI18n();
  const ptBR = shippedLocale(locale) === 'pt-BR';
  const needsCatalogue = !ptBR || Object.keys(overrides).some((code) => code.startsWith('error.'));
  const [loaded, setLoaded] = useState(() => localize);
  useEffect(() => {
    if (needsCatalogue && !loaded)
      loadLocalize().then(
        (fn) => setLoaded(() => fn),
        () => undefined,
      );
  }, [needsCatalogue, loaded]);
  return useMemo(() => {
    const texts = resolveBundle(hooksBundle, locale, [overrides], translations);
    return {
      ...texts,
      serverMessage: (error: unknown, fallback: string) =>
        needsCatalogue && loaded && isPostifyApiError(error)
          ? loaded(error, locale, overrides, translations)
          : ptBR
            ? errorMessage(error, fallback)
            : fallback,
    };
  }, [locale, overrides, translations, needsCatalogue, loaded, ptBR]);
}
