import { scheduleTimeChoices } from '@postify/sdk/schemas';
import type { Key } from 'react-aria-components';
import { useMessages } from '../messages';
import { Select, SelectItem, type SelectProps } from '../Select/Select';

export interface TimeSelectProps
  extends Omit<
    SelectProps<{ id: string }>,
    | 'children'
    | 'items'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
    | 'value'
    | 'defaultValue'
    | 'onChange'
  > {
  /** The times to offer as 'HH:mm'; by default the SDK's 00:00–23:55 in 5-minute steps. */
  choices?: readonly string[];
  value?: string | null;
  defaultValue?: string;
  onChange?: (time: string) => void;
}

/** A time select lets a user choose a schedule time ('HH:mm') from fixed steps. */
export function TimeSelect({
  choices = scheduleTimeChoices,
  value,
  defaultValue,
  onChange,
  label,
  placeholder,
  ...props
}: TimeSelectProps) {
  const copy = useMessages().timeSelect;
  const items = choices.map((time) => ({ id: time }));
  return (
    <Select
      {...props}
      label={label ?? copy.label}
      placeholder={placeholder ?? copy.placeholder}
      items={items}
      selectedKey={value}
      defaultSelectedKey={defaultValue}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key));
      }}
    >
      {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
    </Select>
  );
}
