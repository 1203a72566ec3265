import {
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from '../shared/cx';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className'> {
  className?: string;
}

/** A switch lets a user turn a setting on or off, such as 'Postar agora' or 'Repetir'. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={cx(styles.switchRoot, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {content}
        </>
      ))}
    </AriaSwitch>
  );
}
