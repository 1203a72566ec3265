import { vars } from '@postify/react-ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { centredColumn, inline, stacked } from './recipes';

// The page itself: no default margin, the theme's background under every screen.
globalStyle('html, body', { margin: 0, background: vars.color.background });

// react-aria adds this rule to its pressable elements in a <style> element of its own, which the console's
// Content-Security-Policy (style-src 'self') refuses; here it comes with the stylesheet, and index.html
// carries the element id react-aria looks for, so it does not try.
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** The header bar both frames share (see SiteHeader); each frame adds its own layout of the menu. */
export const siteHeader = style({
  ...inline(vars.space.md),
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 767px)': { padding: vars.space.sm } },
});

/** The 'Postify' brand link of both frames. */
export const siteBrand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { 'screen and (max-width: 767px)': { padding: vars.space.md } },
});

export const narrow = style(centredColumn('28rem', `${vars.space.xl} ${vars.space.md}`, vars.space.md));

export const stack = style(stacked(vars.space.md));
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  ':focus-visible': {
    outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
    outlineOffset: vars.space.xxs,
  },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: `calc(-1 * ${vars.space.xxxl})`,
  padding: vars.space.sm,
  background: vars.color.surface,
  zIndex: vars.zIndex.overlay,
  ':focus': { top: vars.space.sm },
});

/** The space of a screen that is not there: its spinner while it loads, its recovery screen when it fails. */
export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '50vh' });

export const publicMain = style({ flex: 1, width: '100%' });
