import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const row = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-end', flexWrap: 'wrap' });

export const field = style({ flex: '1 1 220px', minWidth: 0 });
