import { Popover, type PopoverProps } from 'react-aria-components';
import { useTheme } from '../theme/ThemeContext';
import * as styles from './overlay.css';

/** A react-aria Popover that carries the active theme into its portal. */
export function ThemedPopover({
  className,
  ...props
}: Omit<PopoverProps, 'className'> & { className?: string }) {
  const theme = useTheme();
  return (
    <Popover
      {...props}
      className={`${theme.className} ${styles.popover}${className ? ` ${className}` : ''}`}
      style={theme.style}
    />
  );
}
