export { ConnectedReviewPage, type ConnectedReviewPageProps } from '../ReviewPage/ConnectedReviewPage';
