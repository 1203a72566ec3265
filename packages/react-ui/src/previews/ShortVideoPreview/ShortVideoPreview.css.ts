import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({ position: 'relative', display: 'flex', flexDirection: 'column' });

export const overlay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const handle = style({ fontWeight: vars.font.weight.bold });

export const counts = style({
  display: 'flex',
  justifyContent: 'space-around',
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const empty = style({ aspectRatio: '10 / 16', background: vars.color.textMuted });

export const caption = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
