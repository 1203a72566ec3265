import { ConnectedReviewPage } from '@postify/react-ui/connected/ReviewPage';
import { useParams } from 'react-router';

/**
 * /revisao/:token: the public review page of a review link — a client without an account sees the shared
 * posts read-only and approves or asks for changes on each. The token travels in `X-Review-Token`.
 */
export default function ReviewLinkPage() {
  const { token = '' } = useParams();
  return <ConnectedReviewPage token={token} />;
}
