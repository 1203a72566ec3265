import {
  useAllowedOrigins,
  useApiKeys,
  useCreateApiKey,
  useReplaceAllowedOrigins,
  useRevokeApiKey,
} from '@postify/hooks';
import { ApiKeysPanel, type ApiKeysPanelProps } from './ApiKeysPanel';

export type ConnectedApiKeysPanelProps = Pick<ApiKeysPanelProps, 'copy' | 'messages'>;

/**
 * `ApiKeysPanel` on `@postify/hooks` for the current project. Render it for OWNER and ADMIN only
 * (`can(role, 'manageApiKeys')`): the API refuses the keys to other roles. The new key's secret lives in the
 * create mutation's answer only, and is forgotten when the user dismisses it.
 */
export function ConnectedApiKeysPanel(props: ConnectedApiKeysPanelProps) {
  const keys = useApiKeys();
  const origins = useAllowedOrigins();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const replace = useReplaceAllowedOrigins();
  return (
    <ApiKeysPanel
      {...props}
      keys={keys.data ?? []}
      isLoading={keys.isPending}
      hasError={keys.isError}
      origins={origins.data ?? []}
      revealedKey={create.data ?? null}
      onDismissSecret={() => create.reset()}
      // The API's refusals are `PostifyApiError`s carrying its pt-BR message, which the panel shows.
      onCreate={async (input) => {
        await create.mutateAsync(input);
      }}
      onRevoke={async (key) => {
        await revoke.mutateAsync(key.id);
      }}
      onSaveOrigins={async (next) => {
        await replace.mutateAsync(next);
      }}
    />
  );
}
