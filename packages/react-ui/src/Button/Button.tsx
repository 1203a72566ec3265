import { type ReactNode, useEffect, useId, useRef } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { SpinnerIcon } from '../Spinner/Spinner';
import { cx } from '../shared/cx';
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
  id,
  ...props
}: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  const wasLoading = useRef(false);
  useEffect(() => {
    if (isLoading) wasLoading.current = true;
  }, [isLoading]);
  useEffect(
    () => () => {
      if (wasLoading.current) forgetPendingAnnouncement(buttonId);
    },
    [buttonId],
  );
  const classes = styles.button({ variant, size, iconOnly, fullWidth });
  return (
    <AriaButton {...props} id={buttonId} isPending={isLoading} className={cx(classes, className)}>
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

/** How late react-aria inserts the page's first announcement (100 ms), with a margin. */
const FIRST_ANNOUNCEMENT_DELAY_MS = 150;

/**
 * react-aria announces a pending button through a live-region node labelled by the button's id and keeps it
 * for 7 s (adobe/react-spectrum#10579). A button that unmounts meanwhile (a form replaced by its result, a
 * dialog closing) would leave that node labelled by nothing, which screen readers read as an empty image and
 * axe reports; the node goes with the button. The page's first announcement is inserted late, possibly after
 * the button is gone, so the region is watched that long too.
 */
function forgetPendingAnnouncement(buttonId: string) {
  const remove = () => {
    for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
      if (node.getAttribute('aria-labelledby')?.split(' ').includes(buttonId)) node.remove();
    }
  };
  remove();
  const observer = new MutationObserver(remove);
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), FIRST_ANNOUNCEMENT_DELAY_MS);
}
