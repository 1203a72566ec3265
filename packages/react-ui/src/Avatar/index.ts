export { Avatar, type AvatarProps, type AvatarSize, avatarSizes, initialOf } from './Avatar';
