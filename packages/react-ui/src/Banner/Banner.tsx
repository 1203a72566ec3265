import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useMessages } from '../messages';
import * as fieldStyles from '../shared/field.css';
import { Icon } from '../shared/Icon';
import * as styles from './Banner.css';

export const bannerTones = ['info', 'success', 'warning', 'danger'] as const;
export type BannerTone = (typeof bannerTones)[number];

const icons = { info: 'info', success: 'success', warning: 'warning', danger: 'error' } as const;

export interface BannerProps {
  children: ReactNode;
  title?: ReactNode;
  tone?: BannerTone;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
}

/**
 * A banner shows a message inline, such as 'Erro ao buscar posts' or a password-reset success.
 * Danger and warning banners are announced at once (role alert); the others politely (role status).
 */
export function Banner({ children, title, tone = 'info', onDismiss }: BannerProps) {
  const copy = useMessages().banner;
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={styles.banner({ tone })}
    >
      <Icon name={icons[tone]} />
      <div className={styles.content}>
        {title ? <span className={styles.title}>{title}</span> : null}
        <span>{children}</span>
      </div>
      {onDismiss ? (
        <Button aria-label={copy.dismiss} onPress={onDismiss} className={fieldStyles.fieldButton}>
          <Icon name="close" />
        </Button>
      ) : null}
    </div>
  );
}
