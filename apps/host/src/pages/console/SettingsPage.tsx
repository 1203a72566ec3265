import {
  useCompleteConnection,
  useConnectPlatform,
  useCurrentProject,
  usePlatforms,
  useRemoveAccount,
} from '@postify/hooks';
import {
  AccountLinking,
  type LinkOutcome,
  linkReturnFromQuery,
  withoutLinkReturn,
} from '@postify/react-ui/AccountLinking';
import { can } from '@postify/sdk/rules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as page from '../../layout/layout.css';
import { ChangePasswordSection } from './ChangePasswordSection';
import { SectionLoading } from './SectionLoading';

// The API keys and webhooks panels (~37 KB gzipped each with their dialogs) are for OWNER and ADMIN only:
// their code is fetched when they are shown, so the page's initial JavaScript and other members pay nothing.
const ConnectedApiKeysPanel = lazy(() =>
  import('@postify/react-ui/connected/ApiKeysPanel').then((module) => ({
    default: module.ConnectedApiKeysPanel,
  })),
);
const ConnectedApprovalSetting = lazy(() =>
  import('@postify/react-ui/connected/ApprovalSetting').then((module) => ({
    default: module.ConnectedApprovalSetting,
  })),
);
const ConnectedWebhooksPanel = lazy(() =>
  import('@postify/react-ui/connected/WebhooksPanel').then((module) => ({
    default: module.ConnectedWebhooksPanel,
  })),
);

/**
 * /settings ('Linkar Redes Sociais', 'Aprovação' ('Exigir aprovação'), 'Chaves de API' and the project's 'Webhooks' for its OWNER and ADMIN, then 'Alterar senha'): react-ui's AccountLinking over the platform hooks. The return from the
 * network with `code` and `state` finishes the link once; `error` (refused) or a partial return is reported.
 */
export default function SettingsPage() {
  const platforms = usePlatforms();
  const connect = useConnectPlatform();
  const remove = useRemoveAccount();
  const [params, setParams] = useSearchParams();
  const [found] = useState(() => linkReturnFromQuery(params));
  const callback = found?.kind === 'callback' ? found : null;
  const complete = useCompleteConnection({ code: callback?.code, state: callback?.state });
  const [dismissed, setDismissed] = useState(false);
  const { currentProject } = useCurrentProject();

  // The return's values leave the address once read, so a reload does not post them again.
  useEffect(() => {
    if (found) setParams(withoutLinkReturn(params), { replace: true });
  }, [found, params, setParams]);

  // A state this page did not start, or one the server refuses (tampered, reused, expired), is an invalid return.
  const invalidState = complete.error?.code === 'INVALID_STATE';
  const outcome: LinkOutcome | null = dismissed
    ? null
    : found?.kind === 'denied' || found?.kind === 'invalid'
      ? { status: found.kind }
      : invalidState
        ? { status: 'invalid' }
        : complete.isSuccess
          ? { status: 'success', platformName: complete.data.platformName }
          : complete.isError
            ? { status: 'failed', reason: complete.errorMessage ?? '' }
            : callback
              ? { status: 'pending' }
              : null;

  // AccountLinking titles its section with an h2 ('Linkar Redes Sociais'): the page carries the h1.
  return (
    <div className={page.stack}>
      <h1 className={page.heading}>Configurações</h1>
      <AccountLinking
        platforms={platforms.data ?? []}
        isLoading={platforms.isPending}
        hasError={platforms.isError}
        onConnect={async (platform) => {
          await connect.mutateAsync(platform.id);
        }}
        onRemove={async (account) => {
          await remove.mutateAsync(account.id);
        }}
        returnOutcome={outcome}
        onDismissReturn={() => setDismissed(true)}
      />
      {currentProject && can(currentProject.userRole, 'manageApiKeys') ? (
        <Suspense fallback={<SectionLoading title="Chaves de API" />}>
          <ConnectedApiKeysPanel />
        </Suspense>
      ) : null}
      {currentProject && can(currentProject.userRole, 'review') ? (
        <Suspense fallback={<SectionLoading title="Aprovação" />}>
          <ConnectedApprovalSetting projectId={currentProject.id} queueHref="/posts/review" />
        </Suspense>
      ) : null}
      {/* The API answers the others 403: the section is not offered to them at all. */}
      {currentProject && can(currentProject.userRole, 'manageWebhooks') ? (
        <Suspense fallback={<SectionLoading title="Webhooks" />}>
          <ConnectedWebhooksPanel projectId={currentProject.id} />
        </Suspense>
      ) : null}
      <ChangePasswordSection />
    </div>
  );
}
