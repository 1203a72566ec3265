import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const select = style({ minWidth: '14rem' });

export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, width: '100%' });

export const optionName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const meta = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const limit = style({
  margin: 0,
  alignSelf: 'center',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  alignSelf: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const who = style({ display: 'grid', flex: 1, minWidth: '10rem' });

export const subheading = style({ margin: 0, fontSize: vars.font.size.md });

// Wide enough for 'Administrador', narrow enough to keep 'Remover' on the row in the dialog.
export const roleSelect = style({ width: '9.5rem' });
