import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The policy the console needs: its own scripts only, no plugins, no framing by other sites. */
export declare const contentSecurityPolicy: string;

/** The built Storybook's policy under `/storybook/`: inline bootstrap scripts and styles, framed by this origin. */
export declare const storybookContentSecurityPolicy: string;

/** Headers every answer of the console carries (the proxied API answers carry the API's own). */
export declare const securityHeaders: Readonly<Record<string, string>>;

/** What `createHostServer` serves and where `/api` goes. */
export interface HostServerOptions {
  /** The build to serve (`apps/host/dist`, or another build). */
  distDir: string;
  /** The API's origin that `/api` is proxied to. */
  apiUrl: string;
  /** A built Storybook (`packages/react-ui/storybook-static`) to serve under `/storybook/`; none when absent. */
  storybookDir?: string | null;
  /** Fastify's logger option (default: no logging). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the console's server (not listening yet). */
export declare function createHostServer(options: HostServerOptions): Promise<FastifyInstance>;
