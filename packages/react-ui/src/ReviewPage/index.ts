export { type ReviewPageMessages, reviewPageMessages } from './messages';
export { ReviewPage, type ReviewPageProps } from './ReviewPage';
