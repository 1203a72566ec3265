export {
  firstPostedAt,
  type PostUpdate,
  type ScheduleAccount,
} from './draft';
export { type PostCardMessages, postCardMessages } from './messages';
export { PostCard, type PostCardProps } from './PostCard';
export { postCardPreviewTabs } from './PostCardView';
