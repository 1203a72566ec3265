import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '760px',
  margin: '0 auto',
  padding: vars.space.md,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text });
