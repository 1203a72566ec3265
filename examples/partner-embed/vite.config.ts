import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { postifyTokenEndpoint } from './server/postify-token.ts';

/** Acme's token endpoint on its dev and preview servers; in production it sits in Acme's own backend. */
const acmeServer: Plugin = {
  name: 'acme-postify-token',
  configureServer: (server) => void server.middlewares.use('/acme/postify-token', postifyTokenEndpoint),
  configurePreviewServer: (server) =>
    void server.middlewares.use('/acme/postify-token', postifyTokenEndpoint),
};

// The partner's own build: nothing Postify-specific beyond importing its packages and styles.css.
export default defineConfig({ plugins: [react(), acmeServer] });
