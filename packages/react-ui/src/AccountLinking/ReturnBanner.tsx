import { Banner } from '../Banner/Banner';
import { formatMessage } from '../messages';
import type { LinkOutcome } from './linkReturn';
import type { AccountLinkingMessages } from './messages';

/** The result of coming back from a network's authorization page, in clear pt-BR. */
export function ReturnBanner({
  outcome,
  onDismiss,
  messages: copy,
}: {
  outcome: LinkOutcome;
  onDismiss?: () => void;
  messages: AccountLinkingMessages;
}) {
  switch (outcome.status) {
    case 'pending':
      return <Banner tone="info">{copy.returnPending}</Banner>;
    case 'success':
      return (
        <Banner tone="success" onDismiss={onDismiss}>
          {copy.returnSuccess}
        </Banner>
      );
    case 'denied':
      return (
        <Banner tone="warning" onDismiss={onDismiss}>
          {copy.returnDenied}
        </Banner>
      );
    case 'invalid':
      return (
        <Banner tone="danger" onDismiss={onDismiss}>
          {copy.returnInvalid}
        </Banner>
      );
    case 'failed':
      return (
        <Banner tone="danger" onDismiss={onDismiss}>
          {formatMessage(copy.returnFailed, { reason: outcome.reason })}
        </Banner>
      );
  }
}
