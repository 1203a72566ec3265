import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  minHeight: 0,
  height: '100%',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

// Wraps on a phone: both buttons and the range do not fit in 375 px.
export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const range = style({
  minWidth: `calc(${vars.size.controlLg} * 4)`,
  textAlign: 'center',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const views = style({
  display: 'flex',
  gap: vars.space.xxs,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

// The scroll container leaves room for the sticky day headings, so a focused post is never under them.
export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  scrollPaddingTop: `calc(${vars.size.controlLg} + ${vars.space.sm})`,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: `calc(${vars.size.controlLg} * 14)`,
});

export const weekdayHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.background,
  padding: `${vars.space.xs} 0`,
  textAlign: 'center',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'capitalize',
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: `calc(${vars.size.controlLg} * 2)`,
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-drop-target]': { outline: `${vars.size.focusRing} dashed ${vars.color.primary}` },
    '&[data-outside]': { background: vars.color.surfaceSunken },
    '&[data-today]': { borderColor: vars.color.primary },
  },
});

export const weekDay = style({ minHeight: `calc(${vars.size.controlLg} * 6)` });

export const dayHeading = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  margin: 0,
  paddingBlock: vars.space.xxs,
  background: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'capitalize',
});

export const posts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

// Targets stay at least 24×24 px (WCAG 2.2, 2.5.8) even in the narrow month cells.
export const postButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: vars.size.controlSm,
  minWidth: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'start',
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: vars.color.neutralSoftHover },
  },
});

export const expanded = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  fontSize: vars.font.size.xs,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const platforms = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const connected = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const previewSchedules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});

export const previewSchedulesTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
