import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  SelectValue,
} from 'react-aria-components';
import { useMessages } from '../messages';
import { cx } from '../shared/cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../shared/FieldParts';
import * as fieldStyles from '../shared/field.css';
import { Icon } from '../shared/Icon';
import * as overlayStyles from '../shared/overlay.css';
import { ThemedPopover } from '../shared/ThemedPopover';
import * as styles from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'className' | 'children'>,
    FieldChromeProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

/** A select lets a user choose one option from a list that opens in a popover. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  placeholder,
  ...props
}: SelectProps<T>) {
  const copy = useMessages().select;
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? copy.placeholder}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Icon name="chevronDown" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <ThemedPopover>
        <ListBox items={items} className={overlayStyles.listBox}>
          {children}
        </ListBox>
      </ThemedPopover>
    </AriaSelect>
  );
}

/** One option of a Select, ComboBox or TimeSelect. */
export function SelectItem(props: Omit<ListBoxItemProps, 'className'>) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return <ListBoxItem {...props} textValue={textValue} className={overlayStyles.item} />;
}
