import { ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { useTheme } from '../theme/ThemeContext';
import { cx } from './cx';

/**
 * A react-aria ModalOverlay that carries the active theme into its portal. Escape and a click on the
 * backdrop close it unless `isDismissable` is false.
 */
export function ThemedModalOverlay({
  className,
  isDismissable = true,
  ...props
}: Omit<ModalOverlayProps, 'className' | 'style'> & { className: string }) {
  const theme = useTheme();
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={cx(theme.className, className)}
      style={theme.style}
    />
  );
}
