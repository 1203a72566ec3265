export { initialOf } from '../shared/initialOf';
export { Avatar, type AvatarProps, type AvatarSize, avatarSizes } from './Avatar';
