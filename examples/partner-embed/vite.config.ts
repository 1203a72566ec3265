import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The partner's own build: nothing Postify-specific beyond importing its packages and styles.css.
const api = process.env.POSTIFY_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  preview: { proxy: { '/api': { target: api, changeOrigin: true } } },
  server: { proxy: { '/api': { target: api, changeOrigin: true } } },
});
