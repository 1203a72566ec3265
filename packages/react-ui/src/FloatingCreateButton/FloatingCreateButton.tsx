import { Link } from 'react-aria-components';
import { cx } from '../shared/cx';
import { Icon } from '../shared/Icon';
import * as styles from './FloatingCreateButton.css';

export interface FloatingCreateButtonProps {
  /** Where it goes; '/posts/create' by default. */
  href?: string;
  /** Accessible name, and the visible text unless `iconOnly`. */
  label?: string;
  /** Shows only the plus sign (the dashboard's button); the label stays as its accessible name. */
  iconOnly?: boolean;
}

/** A floating link with a plus sign that starts a new post, pinned to the bottom corner of its container. */
export function FloatingCreateButton({
  href = '/posts/create',
  label = 'Novo Post',
  iconOnly = false,
}: FloatingCreateButtonProps) {
  return (
    <Link
      href={href}
      aria-label={iconOnly ? label : undefined}
      className={cx(styles.button, iconOnly && styles.iconOnly)}
    >
      <Icon name="plus" />
      {iconOnly ? null : label}
    </Link>
  );
}
