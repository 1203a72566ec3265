import {
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { useMessages } from '../messages';
import * as fieldStyles from '../shared/field.css';
import { Icon } from '../shared/Icon';
import * as styles from './ToastRegion.css';
import { type ToastContent, toastQueue } from './toastQueue';

export interface ToastRegionProps {
  /** The queue to show; the shared `toastQueue` by default. */
  queue?: ToastQueue<ToastContent>;
}

/** The corner where toasts appear, one at a time, each closing after 5 s or with its close button. */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const copy = useMessages().toast;
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label={copy.region}>
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast({ tone: toast.content.tone ?? 'neutral' })}>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <Button slot="close" aria-label={copy.dismiss} className={fieldStyles.fieldButton}>
            <Icon name="close" />
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  );
}
