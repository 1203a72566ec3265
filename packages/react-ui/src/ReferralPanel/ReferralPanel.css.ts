import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const text = style({ margin: 0 });

export const link = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-end', flexWrap: 'wrap' });

export const grow = style({ flex: '1 1 200px', minWidth: 0 });

export const count = style({ margin: 0, color: vars.color.textMuted });
