import { style } from '@vanilla-extract/css';
import { button } from '../Button/Button.css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '28rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  color: vars.color.textMuted,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const hint = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

// The primary button's classes (medium size), taken from its recipe here at build time: the recipe's runtime
// would join every page's first JavaScript. Its hover and focus, which react-aria's Button marks with data
// attributes, here from the native states.
const { base, variants } = button.classNames;
export const reload = style([
  base,
  variants.variant.primary,
  variants.size.md,
  { selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': focusRing } },
]);
