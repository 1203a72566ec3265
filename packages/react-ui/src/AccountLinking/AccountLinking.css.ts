import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, height: '100%' });

export const platformTitle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const platformIcon = style({ width: vars.size.icon, height: vars.size.icon, objectFit: 'contain' });

export const status = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const accounts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const accountText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const username = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const connectRow = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const total = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
