import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { SpinnerIcon } from '../Spinner/Spinner';
import * as styles from './Button.css';

/** The visual variants of a button; `destructive` is for actions that delete or cannot be undone. */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'destructive'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'isPending'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores presses while an action runs; the button keeps its focus. */
  isLoading?: boolean;
  /** Replaces the label while loading (e.g. 'Carregando...'). */
  loadingLabel?: ReactNode;
  /** Square button holding only an icon; give it an `aria-label`. */
  iconOnly?: boolean;
  fullWidth?: boolean;
  className?: string;
}

/** A button lets a user perform an action with a mouse, touch or keyboard. */
export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  loadingLabel,
  iconOnly = false,
  fullWidth = false,
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = styles.button({ variant, size, iconOnly, fullWidth });
  return (
    <AriaButton {...props} isPending={isLoading} className={className ? `${classes} ${className}` : classes}>
      {composeRenderProps(children, (content) =>
        isLoading ? (
          <>
            <SpinnerIcon size="sm" />
            {loadingLabel ?? content}
          </>
        ) : (
          content
        ),
      )}
    </AriaButton>
  );
}
