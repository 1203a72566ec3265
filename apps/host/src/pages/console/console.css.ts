import { vars } from '@postify/react-ui/theme';
import { style } from '@vanilla-extract/css';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const latestRow = style({
  display: 'flex',
  gap: vars.space.md,
  maxHeight: '600px',
  overflowX: 'auto',
  overflowY: 'hidden',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const latestItem = style({ flex: '0 0 min(18rem, 85%)' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  textAlign: 'center',
});

export const statValue = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const grow = style({ flex: 1, minWidth: 0 });

export const postText = style({
  margin: 0,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const thumb = style({
  width: '100%',
  maxHeight: '12rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const week = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  minHeight: '8rem',
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const dayTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const floating = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.popover,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
