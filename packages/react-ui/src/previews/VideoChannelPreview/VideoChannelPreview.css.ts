import { style } from '@vanilla-extract/css';
import { row } from '../../shared/fragments';
import { vars } from '../../theme/contract.css';

export const stage = style({ position: 'relative' });

export const play = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  pointerEvents: 'none',
});

export const title = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.md} 0`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const channel = style({ ...row(vars.space.sm), padding: vars.space.md });

export const subscribe = style({
  marginLeft: 'auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const placeholder = style({ aspectRatio: '16 / 9', background: vars.color.surfaceSunken });

export const views = style({
  margin: 0,
  padding: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
