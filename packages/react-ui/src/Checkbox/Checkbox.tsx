import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../shared/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className'> {
  className?: string;
}

/** A checkbox lets a user turn one option on or off, alone or inside a CheckboxGroup. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={className ? `${styles.checkbox} ${className}` : styles.checkbox}>
      {composeRenderProps(children, (content, { isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            <Icon name={isIndeterminate ? 'minus' : 'check'} size={14} />
          </span>
          {content}
        </>
      ))}
    </AriaCheckbox>
  );
}
