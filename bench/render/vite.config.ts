import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The render benchmark's page, built like a partner's app against the packages' built entry points.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  // One chunk on purpose: the page measures rendering, not loading.
  build: { chunkSizeWarningLimit: 4000 },
});
