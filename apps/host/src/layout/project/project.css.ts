import { vars } from '@postify/react-ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const who = style({ display: 'grid', flex: 1, minWidth: '12rem' });

export const subheading = style({ margin: 0, fontSize: vars.font.size.md });
