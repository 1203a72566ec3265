import { Popover, type PopoverProps } from 'react-aria-components';
import { useTheme } from '../theme/ThemeContext';
import { cx } from './cx';
import * as styles from './overlay.css';

/** A react-aria Popover that carries the active theme into its portal. */
export function ThemedPopover({
  className,
  ...props
}: Omit<PopoverProps, 'className'> & { className?: string }) {
  const theme = useTheme();
  return (
    <Popover {...props} className={cx(theme.className, styles.popover, className)} style={theme.style} />
  );
}
