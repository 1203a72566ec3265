import type { Schemas } from '@postify/sdk';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { formatMessage } from '../i18n/format';
import { NetworkIcon } from '../NetworkIcon/NetworkIcon';
import * as styles from './AccountLinking.css';
import type { AccountLinkingMessages } from './messages';

/** A network as `GET /platforms/user` lists it, with the accounts linked in the current project. */
export type Platform = Schemas['Platform'];
/** A linked social account. */
export type SocialMediaAccount = Schemas['SocialMediaAccount'];

const statusBadge = {
  ACTIVE: { tone: 'success', key: 'active' },
  EXPIRED: { tone: 'warning', key: 'expired' },
  REVOKED: { tone: 'danger', key: 'revoked' },
} as const;

export interface PlatformCardProps {
  platform: Platform;
  onConnect: (platform: Platform) => void;
  onRemove: (account: SocialMediaAccount, platform: Platform) => void;
  isConnecting?: boolean;
  messages: AccountLinkingMessages;
}

/** One network: its linked accounts (avatar, username, status, remove), the count and 'Conectar {platform}'. */
export function PlatformCard({
  platform,
  onConnect,
  onRemove,
  isConnecting,
  messages: copy,
}: PlatformCardProps) {
  const accounts = platform.socialMediaAccounts;
  return (
    <Card
      as="section"
      headingLevel={3}
      title={
        <span className={styles.platformTitle}>
          {/* Drawn from the SDK's marks, not `displayIcon`: no request, no broken image, same look offline. */}
          <NetworkIcon network={platform.name} decorative />
          {platform.name}
        </span>
      }
    >
      <div className={styles.card}>
        <p className={styles.status}>
          {accounts.length === 0
            ? copy.notConnected
            : formatMessage(copy.connectedCount, { count: accounts.length })}
        </p>
        {accounts.length > 0 ? (
          <ul className={styles.accounts}>
            {accounts.map((account) => {
              const badge = statusBadge[account.status];
              return (
                <li key={account.id} className={styles.account}>
                  <Avatar name={account.username} src={account.userProfilePictureUrl} size="sm" />
                  <span className={styles.accountText}>
                    <span className={styles.username}>{account.username}</span>
                    <Badge tone={badge.tone}>{copy[badge.key]}</Badge>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={formatMessage(copy.removeLabel, { username: account.username })}
                    onPress={() => onRemove(account, platform)}
                  >
                    {copy.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <div className={styles.connectRow}>
          <Button
            variant="secondary"
            isDisabled={!platform.isAllowedToLink}
            isLoading={isConnecting}
            onPress={() => onConnect(platform)}
          >
            {formatMessage(copy.connect, { platform: platform.name })}
          </Button>
          {platform.isAllowedToLink ? null : <Badge>{copy.comingSoon}</Badge>}
        </div>
      </div>
    </Card>
  );
}
