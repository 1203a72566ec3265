import type { Schemas } from '@postify/sdk';
import { type ReactNode, useId } from 'react';
import { Button } from '../Button';
import { formatCopy } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Spinner } from '../Spinner';
import { cx } from '../shared/cx';
import { type TikTokPostSettingsMessages, tiktokPostSettingsMessages } from './messages';
import * as styles from './TikTokPostSettings.css';

/** One TikTok account the post goes to, as far as its creator info was read (`useTikTokCreatorInfo`). */
export interface TikTokCreatorStatus {
  accountId: string;
  creator: Schemas['TikTokCreatorInfo'] | null;
  isLoading: boolean;
  errorMessage: string | null;
  retry?: () => void;
}

/**
 * The TikTok options' panel: its heading and the creators the post goes to (their names, or their reading
 * and failed states), the options following as `children`.
 */
export function TikTokSettingsFrame({
  creators,
  copy,
  className,
  children,
}: {
  creators: readonly TikTokCreatorStatus[];
  copy: TikTokPostSettingsMessages;
  className?: string | undefined;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={cx(styles.root, className)} aria-labelledby={titleId} data-tiktok-settings="">
      <h3 id={titleId} className={styles.title}>
        {copy.title}
      </h3>
      <ul className={styles.creators}>
        {creators.map((status) => (
          <li key={status.accountId}>
            {status.creator ? (
              formatCopy(copy.postingAs, {
                nickname: status.creator.creatorNickname,
                username: status.creator.creatorUsername,
              })
            ) : status.isLoading ? (
              <Spinner size="sm" label={copy.loading} showLabel />
            ) : (
              <span role="alert">
                {status.errorMessage}{' '}
                {status.retry ? (
                  <Button variant="ghost" size="sm" onPress={status.retry}>
                    {copy.retry}
                  </Button>
                ) : null}
              </span>
            )}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/**
 * What the composer shows while the options' code arrives: the same panel and creators, so nothing moves
 * while the creators are still read, and 'Carregando...' where the options will be once they are.
 */
export function TikTokSettingsLoading({ creators }: { creators: readonly TikTokCreatorStatus[] }) {
  const copy = useCopy('tiktokPostSettings', tiktokPostSettingsMessages);
  return (
    <TikTokSettingsFrame creators={creators} copy={copy}>
      {creators.every((status) => status.creator) ? <Spinner size="sm" showLabel /> : null}
    </TikTokSettingsFrame>
  );
}
