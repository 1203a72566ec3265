// What the build's manifest (dist/.vite/manifest.json) says about each route: the source modules a route
// loads, and the chunks those need: what the size budgets (scripts/budgets.mjs) measure.
import { readFileSync } from 'node:fs';

const KB = 1000;
// Initial JavaScript, min+gzip (issue 23). React, its DOM renderer and the router alone are 80.6 KB (one
// chunk, gzip -9): the landing gets ~20 KB beside them, the legal pages ~16, the public pages with forms
// (the API client, TanStack Query, the hooks they use, react-aria's fields, zod/mini) a budget of their own,
// and the console (those plus the console frame; its project switcher and the toast region arrive beside
// the screen, see src/layout/ConsoleLayout.tsx and src/app/PostifyScope.tsx) 175 KB. Issue 23's goals are 100, 90, 140 and 190 KB; these
// budgets sit just above what the product weighs today. The SDK's pt-BR tables are one module per
// namespace, its messages entry holds re-exports only, the network ids and the UI rules that read LIMITS
// are modules of their own, and react-ui's message formatter is apart from the copy hooks: the landing
// loads the pricing periods' table, the marks and the primitives' copy, without the ICU formatter, the
// networks' rules or LIMITS, and a form no longer gets every namespace's texts (the import's, the
// queue's…). The route error boundary is a small class, not a library. The dashboard and settings load
// their dialogs when they open (the onboarding guide's drawer, the account linking's confirmations), and
// the dashboard's latest posts read media without every network preview. Issue 23, 28/11: landing 104.2 →
// 100.5 KB; legal 97.8–98.2 → 96.5–96.9; forms 152.3–165.8 → 149.5–163.0; the review page (the previews
// of the networks a client approves) 173.8 → 172.3; console 150.1–199.3 → 146.9–174.7; then a production
// build stopped carrying the analytics code while no sink is wired (src/app/App.tsx): every page 0.3 KB
// lighter, the landing 100.2 KB (100.3 once its headline held its width). Then the lists of chunks Vite's
// preload helper carries beside each `import()` moved out of the entry into the frames that load those
// screens (src/app/screens.ts: 2.6 KB of hashed file names, 1.7 KB on the entry), and the chunks lost
// their `sourceMappingURL` comments (vite.config.ts): landing 100.3 → 97.8 KB, legal 96.2–96.6 → 93.8–94.2,
// forms 149.3–162.7 → 147.9–160.7, review page 172.0 → 169.6, console 146.7–174.4 → 145.8–173.1. What keeps
// the legal pages above 90 KB: the shell's many small chunks (the layout's styles, react-ui's recipes
// runtime and primitives, each a request with its own imports), the entry's routes and frame (4 KB).
// Then (forms branch) the forms validate with the SDK's schemas (zod) fetched after their first paint, /signin's
// code step and /verify's steps arrive when they are needed, the error texts stopped carrying the approvals'
// and the waiting list the hooks' texts (forms 149.3–163.3 → 120.7–146.5 KB before the preload lists moved).
// Then (forms2) the hooks' failures stopped loading the error catalogue and its formatter in pt-BR, /signin's
// password field the strength checklist, /pricing's toggle react-aria's FocusScope, and the provider layer
// came in one chunk (vite.config.ts); what keeps /signup and /reset-password above 140 is the checklist's
// catalogue (usePostifyMessages: the ICU formatter and the validation, state and error tables, ~3 KB).
// Then the shell's recovery screen and route spinner stopped bringing react-ui's recipe runtime, the button
// recipe, the icon table and every component's texts (their classes, two icons and their own texts are
// modules of their own), and /tos its three figures without the SDK's LIMITS (`@postify/sdk/terms`):
// landing 96.3 → 94.4 KB, legal 92.2–92.6 → 90.0–90.3; the other routes −0.9 to +0.8 KB (the entry
// exports those small modules to the screens that share them, which still load the recipes).
// Then the entry stopped building the site's class namespace (SiteHeader takes its classes by name) and
// carrying the preload lists of the toast region and the console's frame (PostifyScope holds both), and the
// password checklist stopped reading the catalogue (only the provider's texts for its codes): legal
// 90.0–90.3 → 89.2–89.5 KB, landing 94.4 → 93.6, forms 114.0–140.9 → 113.2–137.1 (/signup and
// /reset-password −3.7 KB), review page 165.2 → 164.5, console 136.4–164.1 → 135.6–163.2.
const LANDING = 94.5 * KB;
const LEGAL = 90 * KB;
const FORMS = 138 * KB;
const REVIEW_PAGE = 165.5 * KB;
const CONSOLE = 164.5 * KB;
// Every screen that uses a data hook also loads the hooks' provider route (src/app/PostifyScope.tsx).
const SCOPE = 'src/app/PostifyScope.tsx';

/** Route → the source modules it loads lazily (its screen last), and its budget of initial JavaScript. */
export const routes = [
  { route: '/', modules: ['src/pages/public/LandingPage.tsx'], budget: LANDING },
  { route: '/pricing', modules: [SCOPE, 'src/pages/public/PricingPage.tsx'], budget: FORMS },
  { route: '/waiting', modules: [SCOPE, 'src/pages/public/WaitingPage.tsx'], budget: FORMS },
  { route: '/about', modules: [SCOPE, 'src/pages/public/AboutPage.tsx'], budget: FORMS },
  { route: '/privacy-policy', modules: ['src/pages/legal/PrivacyPolicyPage.tsx'], budget: LEGAL },
  { route: '/tos', modules: ['src/pages/legal/TermsPage.tsx'], budget: LEGAL },
  { route: '/signin', modules: [SCOPE, 'src/pages/auth/SignInPage.tsx'], budget: FORMS },
  { route: '/signup', modules: [SCOPE, 'src/pages/auth/SignUpPage.tsx'], budget: FORMS },
  { route: '/reset-password', modules: [SCOPE, 'src/pages/auth/ResetPasswordPage.tsx'], budget: FORMS },
  { route: '/verify', modules: [SCOPE, 'src/pages/auth/VerifyPage.tsx'], budget: FORMS },
  { route: '/revisao/:token', modules: [SCOPE, 'src/pages/public/ReviewLinkPage.tsx'], budget: REVIEW_PAGE },
  ...[
    'Dashboard',
    'Posts',
    'CreatePost',
    'Calendar',
    'Settings',
    'Billing',
    'Storage',
    'ReviewQueue',
    'Queue',
    'ImportPosts',
  ].map((name) => ({
    route: `console: ${name}`,
    modules: [SCOPE, 'src/layout/ConsoleLayout.tsx', `src/pages/console/${name}Page.tsx`],
    budget: CONSOLE,
  })),
];

/** The manifest of the build in `dist` (a file URL ending in /) and the key of its entry chunk. */
export function readManifest(dist) {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest: build with build.manifest enabled');
  return { manifest, entryKey: entry[0] };
}

/** The files of chunk `key` and of everything it imports statically, added to `seen`. */
export function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}
