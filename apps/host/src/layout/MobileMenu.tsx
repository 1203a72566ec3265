import { type Ref, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import * as styles from './public.css';

/**
 * The open state of the header menu `panelId` that folds behind a button under 768 px. It is open only on
 * the page where it was opened, so following one of its links closes it. Escape pressed in the open menu
 * (or on its button) closes it and puts the focus back on the button, as a disclosure menu does; an
 * Escape that a popover or dialog already handled (react-aria marks it so) is left to it.
 */
export function usePageMenu(panelId: string) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !(event.target instanceof Node)) return;
      const inMenu =
        document.getElementById(panelId)?.contains(event.target) || toggleRef.current?.contains(event.target);
      if (!inMenu) return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, panelId]);

  return { open, toggle: () => setOpenOn(open ? null : pathname), toggleRef, panelId };
}

/** The 'Menu' / 'Fechar menu' button that shows or hides the menu `controls` on small screens. */
export function MenuToggle({
  open,
  onToggle,
  controls,
  buttonRef,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? 'Fechar menu' : 'Menu'}
    </button>
  );
}
