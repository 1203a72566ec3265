import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAnalytics } from '../app/ConsoleProviders';
import * as styles from './public.css';

/** A call to action of the public site: always leads to /waiting, and counts the click. */
export function TrackedCta({
  target,
  children,
  secondary = false,
}: {
  target: string;
  children: ReactNode;
  secondary?: boolean;
}) {
  const analytics = useAnalytics();
  const { pathname } = useLocation();
  return (
    <Link
      className={secondary ? styles.ctaSecondary : styles.cta}
      to="/waiting"
      onClick={() => analytics?.track({ name: 'cta_click', target, path: pathname })}
    >
      {children}
    </Link>
  );
}
