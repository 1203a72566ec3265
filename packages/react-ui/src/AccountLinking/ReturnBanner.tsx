import { Banner, type BannerTone } from '../Banner/Banner';
import { formatMessage } from '../i18n/format';
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
  if (outcome.status === 'pending') return <Banner tone="info">{copy.returnPending}</Banner>;
  const [tone, text] = finishedReturn(outcome, copy);
  return (
    <Banner tone={tone} onDismiss={onDismiss}>
      {text}
    </Banner>
  );
}

/** The tone and the text of a finished return; unlike 'pending', the user may dismiss it. */
function finishedReturn(
  outcome: Exclude<LinkOutcome, { status: 'pending' }>,
  copy: AccountLinkingMessages,
): [BannerTone, string] {
  switch (outcome.status) {
    case 'success':
      return ['success', copy.returnSuccess];
    case 'denied':
      return ['warning', copy.returnDenied];
    case 'invalid':
      return ['danger', copy.returnInvalid];
    case 'failed':
      return ['danger', formatMessage(copy.returnFailed, { reason: outcome.reason })];
  }
}
