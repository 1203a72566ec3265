import { RecoveryScreen } from '@postify/react-ui/RecoveryScreen';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import * as styles from './layout.css';

/**
 * The errors Vite reported through `vite:preloadError`: a screen's chunk, or a chunk or stylesheet it
 * needs, did not load — typically the old files of a page left open across a deployment (the server
 * answers 404 for them, see README), or a dropped connection. Vite throws the same error object after the
 * event, and React.lazy hands it to the nearest boundary, which recognises it here.
 */
const failedChunks = new WeakSet<object>();
if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === 'object' && payload !== null) failedChunks.add(payload);
  });
}

// A chunk imported with nothing to preload is a bare import() that Vite does not wrap: the browsers' own
// messages (Chromium, Firefox, Safari) and Vite's stylesheet one name those failures.
const chunkFailure =
  /dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether `error` is a part of the app that did not arrive, rather than a screen that failed to draw. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return failedChunks.has(error) || (error instanceof Error && chunkFailure.test(error.message));
}

/**
 * A full load fetches the current index.html and with it the chunks of the version now deployed. Decided:
 * never automatically — a reload loop on a server that keeps failing would be worse than one button.
 */
const reload = () => window.location.reload();

function RouteRecovery({ error }: { error: unknown }) {
  return (
    <div className={styles.loading}>
      <RecoveryScreen reason={isChunkLoadError(error) ? 'update' : 'error'} onReload={reload} />
    </div>
  );
}

interface CatchProps {
  pathname: string;
  children: ReactNode;
}
interface CatchState {
  pathname: string;
  /** What the route threw, boxed: a route may throw `undefined`. */
  failure: { error: unknown } | null;
}

// React catches render errors only in a class component. This one is all the pages need of an error
// boundary library, and every page's first JavaScript is 0.4 KB lighter without one.
class RouteCatch extends Component<CatchProps, CatchState> {
  override state: CatchState = { pathname: this.props.pathname, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<CatchState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: CatchProps, state: CatchState): Partial<CatchState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failure: null };
  }

  override render() {
    return this.state.failure ? <RouteRecovery error={this.state.failure.error} /> : this.props.children;
  }
}

/**
 * Catches what one route throws while loading or drawing and shows the recovery screen in its place,
 * inside the frame around it (the console's menu or the site's header stay usable): never a blank page.
 * Going to another route tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteCatch pathname={pathname}>{children}</RouteCatch>;
}
