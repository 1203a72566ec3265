import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { cx } from '../shared/cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../shared/FieldParts';
import * as styles from '../shared/field.css';
import { Icon } from '../shared/Icon';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'children'>,
    FieldChromeProps {
  className?: string;
}

/** A number field lets a user type or step a number, such as a repeat count, within limits. */
export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={cx(styles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.inputBox}>
        <Button slot="decrement" className={styles.fieldButton}>
          <Icon name="minus" />
        </Button>
        <Input className={styles.innerInput} />
        <Button slot="increment" className={styles.fieldButton}>
          <Icon name="plus" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
