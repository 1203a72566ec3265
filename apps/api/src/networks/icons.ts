import { networkMarkOf, networkMarkSvg } from '@postify/sdk/marks';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../http/errors.js';
import { messages } from '../messages.js';

/** Where the network icons live, outside `/api/v1` as the contract's `displayIcon` addresses them. */
export const networkIconsPath = '/static/networks/';

/**
 * How long browsers and CDNs keep an icon: a day fresh, then a week served stale while it is revalidated. The
 * address has no content hash, so a redrawn mark must reach clients within a day, not a year.
 */
export const networkIconCacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * `GET /static/networks/{network}.svg`: each network's mark as an SVG file, drawn from the same
 * `networkMarks` of `@postify/sdk` that the console's `NetworkIcon` renders, so the API and the console
 * cannot drift apart. `{network}` is the platform's slug (`instagram`, `twitter`…) or any name
 * `resolveNetwork` knows; anything else is the usual 404 envelope. No authentication: the icons are public.
 */
export function installNetworkIcons(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${networkIconsPath}:file`, async (request, reply) => {
    const match = /^([a-z0-9-]+)\.svg$/i.exec(request.params.file);
    const mark = match?.[1] ? networkMarkOf(match[1]) : undefined;
    if (!mark) return reply.code(404).send(errorEnvelope('NOT_FOUND', messages.routeNotFound));
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', networkIconCacheControl)
      .send(networkMarkSvg(mark));
  });
}
