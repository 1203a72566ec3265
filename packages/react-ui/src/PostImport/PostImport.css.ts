import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', alignItems: 'center' });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const importing = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const caption = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: '32ch',
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  alignItems: 'flex-start',
});

export const problems = style({ margin: 0, paddingInlineStart: vars.space.md });
