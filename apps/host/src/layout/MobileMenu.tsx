import { useState } from 'react';
import { useLocation } from 'react-router';
import * as styles from './public.css';

/**
 * The open state of a header menu that folds behind a button under 768 px. It is open only on the page
 * where it was opened, so following one of its links closes it.
 */
export function usePageMenu() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return { open, toggle: () => setOpenOn(open ? null : pathname) };
}

/** The 'Menu' / 'Fechar menu' button that shows or hides the menu `controls` on small screens. */
export function MenuToggle({
  open,
  onToggle,
  controls,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <button
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
