import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
