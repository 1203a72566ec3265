import { lazy, Suspense, useId, useState } from 'react';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { Banner } from '../Banner/Banner';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Skeleton } from '../Skeleton/Skeleton';
import { showErrorToast, type ToastContent } from '../ToastRegion/toastQueue';
import * as styles from './AccountLinking.css';
import type { LinkOutcome } from './linkReturn';
import { type AccountLinkingMessages, accountLinkingMessages } from './messages';
import { type Platform, PlatformCard, type SocialMediaAccount } from './PlatformCard';
import { ReturnBanner } from './ReturnBanner';
import { connectWarning } from './warnings';

// Loaded when a warning or a removal is asked for: the dialog's overlay and focus trap weigh more than the
// cards, and the settings page should not wait for them.
const ConfirmDialog = lazy(() =>
  import('../ConfirmDialog/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

export interface AccountLinkingProps {
  platforms: readonly Platform[];
  isLoading?: boolean;
  /** Shows 'Erro ao buscar plataformas'. */
  hasError?: boolean;
  /**
   * Runs after the user accepted the network's warning: start the authorization and send the browser
   * to the network. A rejection shows 'Não foi possível iniciar a conexão…'.
   */
  onConnect: (platform: Platform) => Promise<void>;
  /**
   * Removes a linked account; a rejection goes to the shared error toast ('Erro ao processar a requisição'
   * with the server's message), as the publishing spec routes it.
   */
  onRemove: (account: SocialMediaAccount) => Promise<void>;
  /** Where that toast goes; the shared queue shown by `ToastRegion` by default. */
  toastQueue?: ToastQueue<ToastContent>;
  /** The result of the last return from an authorization page, if any. */
  returnOutcome?: LinkOutcome | null;
  onDismissReturn?: () => void;
  messages?: Partial<AccountLinkingMessages>;
}

/**
 * Settings' 'Linkar Redes Sociais': a card per network with its linked accounts, a warning before
 * leaving for the network's authorization page, the total of linked accounts and the return's result.
 */
export function AccountLinking({
  platforms,
  isLoading,
  hasError,
  onConnect,
  onRemove,
  returnOutcome,
  onDismissReturn,
  toastQueue,
  messages,
}: AccountLinkingProps) {
  const copy = useCopy('accountLinking', accountLinkingMessages, messages);
  const [connecting, setConnecting] = useState<Platform | null>(null);
  const [redirecting, setRedirecting] = useState<number | null>(null);
  const [removing, setRemoving] = useState<{ account: SocialMediaAccount; platform: Platform } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const titleId = useId();
  const total = platforms.reduce((sum, platform) => sum + platform.socialMediaAccounts.length, 0);

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.heading}>
          {copy.title}
        </h2>
        <p className={styles.intro}>{copy.description}</p>
      </div>
      {returnOutcome ? (
        <ReturnBanner outcome={returnOutcome} onDismiss={onDismissReturn} messages={copy} />
      ) : null}
      {hasError ? <Banner tone="danger">{copy.loadError}</Banner> : null}
      {actionError ? (
        <Banner tone="danger" onDismiss={() => setActionError(null)}>
          {actionError}
        </Banner>
      ) : null}
      {isLoading ? (
        <Skeleton height="10rem" />
      ) : (
        <ul className={styles.grid}>
          {platforms.map((platform) => (
            <li key={platform.id}>
              <PlatformCard
                platform={platform}
                isConnecting={redirecting === platform.id}
                onConnect={setConnecting}
                onRemove={(account, owner) => setRemoving({ account, platform: owner })}
                messages={copy}
              />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.total}>{formatMessage(copy.total, { count: total })}</p>
      <Suspense fallback={null}>
        {connecting ? (
          <ConfirmDialog
            isOpen
            onOpenChange={(open) => {
              if (!open) setConnecting(null);
            }}
            title={formatMessage(copy.warningTitle, { platform: connecting.name })}
            description={connectWarning(connecting.name, copy)}
            confirmLabel={copy.continue}
            cancelLabel={copy.cancel}
            onConfirm={async () => {
              setActionError(null);
              setRedirecting(connecting.id);
              try {
                await onConnect(connecting);
              } finally {
                setRedirecting(null);
              }
            }}
            onError={() => {
              setActionError(formatMessage(copy.connectError, { platform: connecting.name }));
              setConnecting(null);
            }}
          />
        ) : null}
        {removing ? (
          <ConfirmDialog
            isOpen
            onOpenChange={(open) => {
              if (!open) setRemoving(null);
            }}
            variant="destructive"
            title={copy.removeTitle}
            description={formatMessage(copy.removeDescription, {
              username: removing.account.username,
              platform: removing.platform.name,
            })}
            confirmLabel={copy.remove}
            cancelLabel={copy.cancel}
            onConfirm={async () => {
              setActionError(null);
              await onRemove(removing.account);
            }}
            onError={(error) => {
              showErrorToast(error, {}, toastQueue ? { queue: toastQueue } : {});
              setRemoving(null);
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
