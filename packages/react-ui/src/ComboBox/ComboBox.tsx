import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  ListBox,
} from 'react-aria-components';
import { useMessages } from '../messages';
import { cx } from '../shared/cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../shared/FieldParts';
import * as fieldStyles from '../shared/field.css';
import { Icon } from '../shared/Icon';
import * as overlayStyles from '../shared/overlay.css';
import { ThemedPopover } from '../shared/ThemedPopover';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'children'>,
    FieldChromeProps {
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  /** Shown in the popover when nothing matches (default 'Nenhum resultado encontrado'). */
  emptyMessage?: string;
  className?: string;
}

/** A combo box lets a user type to filter a list and pick one option from it. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  emptyMessage,
  className,
  ...props
}: ComboBoxProps<T>) {
  const copy = useMessages().comboBox;
  return (
    <AriaComboBox {...props} className={cx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.inputBox}>
        <Input className={fieldStyles.innerInput} placeholder={placeholder} />
        <Button className={fieldStyles.fieldButton} aria-label={copy.open}>
          <Icon name="chevronDown" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <ThemedPopover>
        <ListBox
          className={overlayStyles.listBox}
          renderEmptyState={() => <div className={overlayStyles.empty}>{emptyMessage ?? copy.empty}</div>}
        >
          {children}
        </ListBox>
      </ThemedPopover>
    </AriaComboBox>
  );
}
