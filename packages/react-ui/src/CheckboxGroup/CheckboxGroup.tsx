import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { cx } from '../shared/cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../shared/FieldParts';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'children'>,
    FieldChromeProps {
  children: ReactNode;
  className?: string;
}

/** A checkbox group lets a user pick several options, such as the accounts to post to. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={cx(styles.group, className)}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
