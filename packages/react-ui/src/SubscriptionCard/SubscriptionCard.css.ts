import { style } from '@vanilla-extract/css';
import { stack, subheading, wrapRow } from '../shared/fragments';
import { vars } from '../theme/contract.css';

export const body = style({ ...stack(vars.space.sm), fontFamily: vars.font.family.body });

export const badges = style(wrapRow(vars.space.xs));

export const featuresTitle = style(subheading(vars.font.size.sm));
