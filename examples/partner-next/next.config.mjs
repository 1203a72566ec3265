// Acme's Next.js config. Postify's packages need nothing here: their entries carry 'use client' and their
// styles are one plain CSS file. The rewrite sends the browser's `/api/v1` calls to the Postify API.
const api = process.env.POSTIFY_API_URL ?? 'http://127.0.0.1:3000';

/** @type {import('next').NextConfig} */
export default {
  async rewrites() {
    return [{ source: '/api/v1/:path*', destination: `${api}/api/v1/:path*` }];
  },
};
