export { type RecoveryReason, RecoveryScreen, type RecoveryScreenProps } from './RecoveryScreen';
