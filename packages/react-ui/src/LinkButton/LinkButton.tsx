import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { button } from '../Button/Button.css';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * A link that looks like a button, for navigation such as a checkout or billing portal opened in a new
 * tab; `target="_blank"` links get `rel="noopener noreferrer"`.
 */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...props
}: LinkButtonProps) {
  const rel = props.rel ?? (props.target === '_blank' ? 'noopener noreferrer' : undefined);
  return <AriaLink {...props} rel={rel} className={button({ variant, size, iconOnly: false, fullWidth })} />;
}
