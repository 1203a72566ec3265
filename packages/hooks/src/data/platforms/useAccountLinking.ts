import { PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentUserQueryOptions } from '../auth/queries.js';
import { type Navigate, usePostifyContext } from '../core/context.js';
import { useServerMessage } from '../core/errors.js';
import { postifyKeys } from '../core/keys.js';
import { useHookMessages } from '../core/messages.js';
import { projectHeaders, useCurrentProjectId } from '../core/scope.js';
import { createSessionPendingLinkStore, type PendingLinkStore } from './oauth-pending.js';

type Account = Schemas['SocialMediaAccount'];
type Platform = Schemas['Platform'];

/** Options of {@link useConnectPlatform}. */
export interface UseConnectPlatformOptions {
  /** Leaves the app for the network's page; the provider's `navigate` (or `location.assign`) by default. */
  navigate?: Navigate;
  /** Where the started link waits for the return; `sessionStorage` by default. */
  pending?: PendingLinkStore;
}

/** Starts linking an account: asks the API for the authorization page, remembers the state, and goes there. */
export function useConnectPlatform(options: UseConnectPlatformOptions = {}) {
  const context = usePostifyContext();
  const project = useCurrentProjectId();
  const navigate = options.navigate ?? context.navigate;
  return useServerMessage(
    useMutation<Schemas['AuthorizationStart'], PostifyApiError, number>({
      mutationFn: (platformId) =>
        unwrap(
          context.client.POST('/social-media-account/authorize', {
            body: { platformId },
            headers: projectHeaders(project),
          }),
        ),
      onSuccess: (start, platformId) => {
        (options.pending ?? createSessionPendingLinkStore()).save(start.state, platformId);
        navigate(start.authorizationUrl);
      },
    }),
  );
}

/** The query values the network returns with. */
export interface AuthorizationReturn {
  code?: string | null;
  state?: string | null;
}

/** Options of {@link useCompleteConnection}. */
export interface UseCompleteConnectionOptions {
  pending?: PendingLinkStore;
  /** Runs once with the linked account (the host can then clear `code` and `state` from the URL). */
  onLinked?: (account: Account) => void;
}

// States already completed in this page: a remount (StrictMode, navigation) must not post a code twice.
const handledStates = new Set<string>();

/**
 * Finishes a link on the return from the network: with `code` and `state` in the URL it posts them once,
 * and the account appears under its platform. Without them it stays idle.
 */
export function useCompleteConnection(
  values: AuthorizationReturn,
  options: UseCompleteConnectionOptions = {},
) {
  const hookMessages = useHookMessages();
  const { client } = usePostifyContext();
  const project = useCurrentProjectId();
  const queryClient = useQueryClient();
  const [pending] = useState(() => options.pending ?? createSessionPendingLinkStore());
  const mutation = useMutation<Account, PostifyApiError, { code: string; state: string }>({
    mutationFn: async ({ code, state }) => {
      const platformId = pending.take(state);
      if (platformId === null) {
        throw new PostifyApiError({ status: 400, code: 'INVALID_STATE', message: hookMessages.unknown });
      }
      const user = await queryClient.fetchQuery(currentUserQueryOptions(client));
      return unwrap(
        client.POST('/social-media-account', {
          body: { code, state, platformId, userId: user.id },
          headers: projectHeaders(project),
        }),
      );
    },
    onSuccess: async (account) => {
      queryClient.setQueryData<Platform[]>(postifyKeys.platforms.all(project), (old) =>
        old?.map((platform) =>
          platform.id === account.platformId
            ? {
                ...platform,
                socialMediaAccounts: [
                  ...platform.socialMediaAccounts.filter((a) => a.id !== account.id),
                  account,
                ],
              }
            : platform,
        ),
      );
      options.onLinked?.(account);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postifyKeys.profile.onboarding() }),
        project
          ? queryClient.invalidateQueries({ queryKey: postifyKeys.projects.accountLimits(project) })
          : undefined,
      ]);
    },
  });
  const { mutate } = mutation;
  const { code, state } = values;
  useEffect(() => {
    if (!code || !state || handledStates.has(state)) return;
    handledStates.add(state);
    mutate({ code, state });
  }, [code, state, mutate]);
  return useServerMessage(mutation);
}

/** Unlinks an account: gone from its platform; its unposted schedules go too, so posts are re-read. */
export function useRemoveAccount() {
  const { client } = usePostifyContext();
  const project = useCurrentProjectId();
  const queryClient = useQueryClient();
  return useServerMessage(
    useMutation<void, PostifyApiError, string>({
      mutationFn: async (id) => {
        await client.DELETE('/social-media-account/{id}', {
          params: { path: { id } },
          headers: projectHeaders(project),
        });
      },
      onSuccess: async (_, id) => {
        queryClient.setQueryData<Platform[]>(postifyKeys.platforms.all(project), (old) =>
          old?.map((platform) => ({
            ...platform,
            socialMediaAccounts: platform.socialMediaAccounts.filter((a) => a.id !== id),
          })),
        );
        queryClient.removeQueries({ queryKey: postifyKeys.metrics.account(project, id) });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: postifyKeys.posts.all(project) }),
          project
            ? queryClient.invalidateQueries({ queryKey: postifyKeys.projects.accountLimits(project) })
            : undefined,
        ]);
      },
    }),
  );
}
