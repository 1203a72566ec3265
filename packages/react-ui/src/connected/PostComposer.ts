export {
  ConnectedPostComposer,
  type ConnectedPostComposerProps,
} from '../PostComposer/ConnectedPostComposer';
