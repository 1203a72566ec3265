import { vars } from '@postify/react-ui/theme';
import { style } from '@vanilla-extract/css';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

// The posts grid scrolls inside itself (it is virtualised): it needs a bounded height.
export const gridFrame = style({ height: 'calc(100dvh - 12rem)', minHeight: '32rem' });

// The dashboard's plus button is pinned to the bottom corner of this frame; the padding keeps it off the content.
export const dashboard = style({ position: 'relative', paddingBottom: vars.space.xxxl });

// The title a lazily loaded component shows while its code arrives, in the component's own size.
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});
export const centered = style({ display: 'grid', placeItems: 'center', padding: vars.space.xl });
