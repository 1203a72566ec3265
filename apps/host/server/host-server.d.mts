import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The console's policy, with images and videos also allowed from `mediaOrigins`. */
export declare function contentSecurityPolicyFor(mediaOrigins?: readonly string[]): string;

/** The policy of a deployment whose media is served from the console's own origin. */
export declare const contentSecurityPolicy: string;

/** The built Storybook's policy under `/storybook/`: inline bootstrap scripts and styles, framed by this origin. */
export declare const storybookContentSecurityPolicy: string;

/** Headers every answer of the console carries (the proxied API answers carry the API's own). */
export declare function securityHeadersFor(mediaOrigins?: readonly string[]): Record<string, string>;

/** The origins media links point at: `MEDIA_ORIGINS`, else derived from `S3_ENDPOINT`/`S3_BUCKET`; throws on a non-origin. */
export declare function mediaOriginsFrom(env: Readonly<Record<string, string | undefined>>): string[];

/** What `createHostServer` serves and where `/api` goes. */
export interface HostServerOptions {
  /** The build to serve (`apps/host/dist`, or another build). */
  distDir: string;
  /** The API's origin that `/api` is proxied to. */
  apiUrl: string;
  /** A built Storybook (`packages/react-ui/storybook-static`) to serve under `/storybook/`; none when absent. */
  storybookDir?: string | null;
  /** Origins besides this one that images and videos may come from (`mediaOriginsFrom`). */
  mediaOrigins?: readonly string[];
  /** Fastify's logger option (default: no logging). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the console's server (not listening yet). */
export declare function createHostServer(options: HostServerOptions): Promise<FastifyInstance>;
