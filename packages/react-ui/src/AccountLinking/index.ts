export { AccountLinking, type AccountLinkingProps } from './AccountLinking';
export { type LinkOutcome, type LinkReturn, linkReturnFromQuery, withoutLinkReturn } from './linkReturn';
export { type AccountLinkingMessages, accountLinkingMessages } from './messages';
export { type Platform, PlatformCard, type PlatformCardProps, type SocialMediaAccount } from './PlatformCard';
export { connectWarning } from './warnings';
