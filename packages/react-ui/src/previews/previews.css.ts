import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { hairline } from '../shared/fragments';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { previewMediaMaxHeight, shortVideoAspectRatio } from './sizes';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxWidth: vars.size.dialog,
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    border: `${vars.size.border} solid ${vars.color.border}`,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    variant: {
      card: { background: vars.color.surface, color: vars.color.text },
      vertical: {
        maxWidth: vars.size.field,
        background: vars.color.text,
        color: vars.color.background,
        borderColor: vars.color.text,
      },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const identity = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const caption = style({
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const carousel = style({
  position: 'relative',
  outline: 'none',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.size.focusRing} * -1)` } },
});

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

/** The maximum heights the specification gives each network, and the short video's 10:16 frame. */
export const stageFits = styleVariants({
  none: {},
  feed: { maxHeight: previewMediaMaxHeight.feed },
  grid: { maxHeight: previewMediaMaxHeight.grid },
  professional: { maxHeight: previewMediaMaxHeight.professional },
  channel: { maxHeight: previewMediaMaxHeight.channel },
  shortText: { maxHeight: previewMediaMaxHeight.shortText, borderRadius: vars.radius.lg },
  vertical: { aspectRatio: shortVideoAspectRatio, height: '100%' },
});

// A vertical video fills its 10:16 frame, as the network crops it.
globalStyle(`${stageFits.vertical} img, ${stageFits.vertical} video`, { objectFit: 'cover' });

export const mediaBox = style({
  position: 'relative',
  display: 'flex',
  width: '100%',
  height: '100%',
  maxHeight: 'inherit',
  justifyContent: 'center',
});

export const media = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 'inherit',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const audio = style({ width: '100%' });

/** Places a badge over the media's top-left corner. */
export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  pointerEvents: 'none',
});

export const counterBadge = style([badge, { left: 'auto', right: vars.space.sm }]);

export const counter = style({
  margin: 0,
  padding: vars.space.xs,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0, pointerEvents: 'none' },
  },
});

export const arrowPrevious = style({ left: vars.space.sm });
export const arrowNext = style({ right: vars.space.sm });

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const fallbackTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const fallbackLink = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:focus-visible': focusRing },
});

/** A row of fake engagement labels or action names (previews have no real actions). */
export const actions = style({
  display: 'flex',
  justifyContent: 'space-around',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderTop: hairline,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
});

export const stats = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const inset = style({ padding: `0 ${vars.space.md}` });
