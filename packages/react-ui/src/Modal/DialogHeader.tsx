import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../Button/Button';
import { useMessages } from '../messages';
import { Icon } from '../shared/Icon';
import * as styles from '../shared/modal.css';

export interface DialogHeaderProps {
  title: ReactNode;
  /** Shows a back button that calls this. */
  onBack?: () => void;
  /** Shows a close button that calls this. */
  onClose?: () => void;
}

/** The title row of a Modal or Drawer, with its optional back and close buttons. */
export function DialogHeader({ title, onBack, onClose }: DialogHeaderProps) {
  const copy = useMessages().common;
  return (
    <div className={styles.header}>
      {onBack ? (
        <Button variant="ghost" size="sm" iconOnly aria-label={copy.back} onPress={onBack}>
          <Icon name="chevronLeft" />
        </Button>
      ) : null}
      <Heading slot="title" className={styles.title}>
        {title}
      </Heading>
      {onClose ? (
        <Button variant="ghost" size="sm" iconOnly aria-label={copy.close} onPress={onClose}>
          <Icon name="close" />
        </Button>
      ) : null}
    </div>
  );
}
