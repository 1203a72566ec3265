import {
  type ComponentType,
  createContext,
  createElement,
  type LazyExoticComponent,
  lazy,
  useContext,
} from 'react';
import type { consoleRoutes, publicRoutes } from './routes';

type ScreenModule = Promise<{ default: ComponentType }>;
/** The console's frame among the screens: `PostifyScope` provides it with the public forms. */
export const consoleFrame = 'console frame';
export type ScreenPath =
  | (typeof publicRoutes)[number]['path']
  | (typeof consoleRoutes)[number]['path']
  | typeof consoleFrame;

/** Screens' chunks by path: one chunk per screen. */
export type ScreenLoaders = Partial<Record<ScreenPath, () => ScreenModule>>;

/** Lazily loaded screens by path. */
export type Screens = ReadonlyMap<string, LazyExoticComponent<ComponentType>>;

/** The lazily loaded screens of `loaders`. */
export function lazyScreens(loaders: ScreenLoaders): Screens {
  return new Map(Object.entries(loaders).map(([path, load]) => [path, lazy(load)]));
}

/** The public screens that use no data hook, loaded from the entry. */
export const staticScreens: ScreenLoaders = {
  '/': () => import('../pages/public/LandingPage'),
  '/privacy-policy': () => import('../pages/legal/PrivacyPolicyPage'),
  '/tos': () => import('../pages/legal/TermsPage'),
};

const ScreensContext = createContext<Screens | null>(null);

/**
 * Provides the screens a frame loads (`PostifyScope` the public forms and the console's frame, `ConsoleLayout`
 * the console's screens). Each
 * `import()` carries the list of chunks to preload with it, in the chunk that holds it: held by the frames,
 * those lists are not in the entry every page loads (~2 KB gzipped).
 */
export const ScreensProvider = ScreensContext.Provider;

/** The screen of `path`, from the nearest frame that provides it. */
export function ProvidedScreen({ path }: { path: ScreenPath }) {
  const screen = useContext(ScreensContext)?.get(path);
  if (!screen) throw new Error(`no frame provides the screen of ${path}`);
  return createElement(screen);
}
