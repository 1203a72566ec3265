import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshTokenTtlMs } from './refresh-tokens.js';

/** The HttpOnly cookie that carries the refresh token in cookie mode. */
export const refreshCookieName = 'postify-refresh-token';
/** Only the auth calls (refresh, logout) ever receive the cookie. */
export const refreshCookiePath = '/api/v1/auth';
/** The request header by which a client asks for cookie mode (`cookie`); any other value means body mode. */
export const refreshTransportHeader = 'x-refresh-token-transport';

/**
 * Whether the client keeps its refresh token in the HttpOnly cookie. The header is custom, so a cross-site
 * page cannot send it without a CORS preflight the API refuses: the cookie is only read when it is present.
 */
export function wantsRefreshCookie(request: FastifyRequest): boolean {
  return request.headers[refreshTransportHeader] === 'cookie';
}

/** The refresh token in the request's cookie, if any. */
export function readRefreshCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === refreshCookieName) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

function cookieLine(value: string, maxAgeSeconds: number): string {
  return [
    `${refreshCookieName}=${value}`,
    `Path=${refreshCookiePath}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'Secure',
    'SameSite=Strict',
  ].join('; ');
}

/** Sets the refresh token cookie for as long as the token lives. */
export function setRefreshCookie(reply: FastifyReply, refreshToken: string): void {
  reply.header(
    'set-cookie',
    cookieLine(encodeURIComponent(refreshToken), Math.floor(refreshTokenTtlMs / 1000)),
  );
}

/** Tells the browser to drop the refresh token cookie. */
export function clearRefreshCookie(reply: FastifyReply): void {
  reply.header('set-cookie', cookieLine('', 0));
}
