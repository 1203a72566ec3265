import { vars } from '@postify/react-ui/theme';
import { keyframes, style } from '@vanilla-extract/css';
import { siteBrand, siteHeader } from './layout.css';
import { centredColumn, inline, stacked } from './recipes';

const mobile = 'screen and (max-width: 767px)';
const focus = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.space.xxs,
};

// The folded menu opens as a panel under the header.
export const header = style([siteHeader, { position: 'relative' }]);

export const brand = style([siteBrand, { ':focus-visible': focus }]);

export const nav = style({
  ...inline(vars.space.md),
  marginLeft: 'auto',
  '@media': {
    [mobile]: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: vars.space.md,
      background: vars.color.surface,
      borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
      zIndex: vars.zIndex.popover,
    },
  },
  selectors: { '&[data-open="true"]': { '@media': { [mobile]: { display: 'flex' } } } },
});

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  ':hover': { background: vars.color.neutralSoft },
  ':focus-visible': focus,
});

export const menuButton = style({
  display: 'none',
  marginLeft: 'auto',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focus,
  '@media': { [mobile]: { display: 'inline-flex', alignItems: 'center' } },
});

/** A link that looks like the primary button: every call to action of the public site. */
export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  textAlign: 'center',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': focus,
});

export const ctaSecondary = style([
  cta,
  {
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
    ':hover': { background: vars.color.neutralSoft },
  },
]);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg}`,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style({ color: vars.color.textMuted, ':focus-visible': focus });

export const section = style({
  ...centredColumn('72rem', `${vars.space.xxl} ${vars.space.lg}`, vars.space.lg),
  '@media': { [mobile]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

export const prose = style([
  section,
  { maxWidth: '48rem', gap: vars.space.sm, lineHeight: vars.font.lineHeight.normal, color: vars.color.text },
]);

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});

export const hero = style([
  section,
  { alignItems: 'center', textAlign: 'center', paddingTop: vars.space.xxxl },
]);

export const heroTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  maxWidth: '40rem',
});

export const typedSlot = style({ display: 'inline-grid', color: vars.color.primary, whiteSpace: 'nowrap' });
export const typed = style({ gridArea: '1 / 1', textAlign: 'start' });
export const typedSizer = style({ gridArea: '1 / 1', visibility: 'hidden' });

const blink = keyframes({ '50%': { opacity: 0 } });
export const caret = style({
  display: 'inline-block',
  width: vars.size.hairline,
  marginLeft: vars.space.xxs,
  background: vars.color.text,
  animation: `${blink} 1s step-end infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const lead = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const panel = style({
  ...stacked(vars.space.sm),
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
export const price = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const features = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  ...stacked(vars.space.xs),
});

export const toggle = style({
  display: 'inline-flex',
  alignSelf: 'center',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
});

export const pendingNote = style({ visibility: 'hidden' });

export const toggleOption = style({
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.onNeutralSoft,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  ':focus-visible': focus,
  selectors: { '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.text } },
});

export const carousel = style({ ...stacked(vars.space.md) });
export const carouselTrack = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const carouselExtra = style({ '@media': { [mobile]: { display: 'none' } } });
export const carouselControls = style({
  ...inline(vars.space.md),
  justifyContent: 'center',
});

export const flipCard = style({
  position: 'relative',
  width: '100%',
  minHeight: '13rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  perspective: '60rem',
  ':focus-visible': focus,
});

export const flipInner = style({
  position: 'absolute',
  inset: 0,
  transformStyle: 'preserve-3d',
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    [`${flipCard}[aria-pressed="true"] &`]: { transform: 'rotateY(180deg)' },
  },
  '@media': {
    '(hover: hover)': { selectors: { [`${flipCard}:hover &`]: { transform: 'rotateY(180deg)' } } },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

const face = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backfaceVisibility: 'hidden',
  textAlign: 'left',
} as const;
export const flipFront = style({ ...face, background: vars.color.surface });
export const flipBack = style({
  ...face,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  transform: 'rotateY(180deg)',
});
export const faceLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
});

export const iconButton = style([
  toggleOption,
  { background: vars.color.surface, border: `${vars.size.hairline} solid ${vars.color.borderStrong}` },
]);

const marquee = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });
export const logos = style({
  overflow: 'hidden',
  maskImage: 'linear-gradient(90deg, transparent, black 10%, black 90%, transparent)',
});
export const logoTrack = style({
  display: 'flex',
  width: 'max-content',
  gap: vars.space.xl,
  animation: `${marquee} 30s linear infinite`,
  ':hover': { animationPlayState: 'paused' },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: 'auto', justifyContent: 'center' },
  },
});

export const logoList = style({
  display: 'flex',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { '(prefers-reduced-motion: reduce)': { flexWrap: 'wrap', justifyContent: 'center' } },
});

/** The second copy only makes the scroll loop; without motion it is not shown. */
export const logoCopy = style({ '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } } });
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});
