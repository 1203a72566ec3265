import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuProps as AriaMenuProps,
  type MenuItemProps,
  MenuTrigger,
  type MenuTriggerProps,
} from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';
import { useMessages } from '../messages';
import { Icon } from '../shared/Icon';
import * as overlayStyles from '../shared/overlay.css';
import { ThemedPopover } from '../shared/ThemedPopover';
import * as styles from './Menu.css';

export interface MenuProps<T extends object>
  extends Omit<AriaMenuProps<T>, 'className'>,
    Omit<MenuTriggerProps, 'children'> {
  /**
   * The trigger's content; when omitted, an icon-only button named by `aria-label` (the menu's own name,
   * e.g. 'Ações do projeto') or 'Mais ações'.
   */
  label?: ReactNode;
  triggerVariant?: ButtonProps['variant'];
}

/** A menu offers a list of actions, such as a row's rename, download and delete, from a button. */
export function Menu<T extends object>({
  label,
  triggerVariant = 'ghost',
  isOpen,
  defaultOpen,
  onOpenChange,
  trigger,
  ...props
}: MenuProps<T>) {
  const copy = useMessages().menu;
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger}>
      {label ? (
        <Button variant={triggerVariant}>{label}</Button>
      ) : (
        <Button variant={triggerVariant} iconOnly aria-label={props['aria-label'] ?? copy.trigger}>
          <Icon name="more" />
        </Button>
      )}
      <ThemedPopover placement="bottom end">
        <AriaMenu {...props} className={overlayStyles.listBox} />
      </ThemedPopover>
    </MenuTrigger>
  );
}

export const menuItemTones = ['default', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

/** One action of a Menu; `tone="danger"` for destructive actions. */
export function MenuItem({
  tone = 'default',
  ...props
}: Omit<MenuItemProps, 'className'> & { tone?: MenuItemTone }) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return <AriaMenuItem {...props} textValue={textValue} className={styles.item({ tone })} />;
}
