import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focus';
import { plotBoxHeight } from './sizes';

export const chart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

// As tall as 'Ver tabela' with or without it: the button appears with the data and must not move the charts.
export const header = style({
  display: 'flex',
  minHeight: vars.size.controlSm,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const title = style({ margin: 0, fontSize: '0.9375rem', fontWeight: 600 });

export const series = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  minWidth: 0,
});

export const figureHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const label = style({ color: vars.color.textMuted, fontSize: '0.8125rem' });

export const value = style({ fontSize: '1.125rem', fontWeight: 700 });

export const note = style({ color: vars.color.textMuted, fontSize: '0.75rem' });

export const plot = style({ display: 'block', width: '100%', height: plotBoxHeight, overflow: 'visible' });

export const line = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const area = style({ fill: vars.color.primarySoft, stroke: 'none' });

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: '0.75rem',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.8125rem',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  textAlign: 'right',
});

// The day (first column) reads left to right; the numbers line up on the right.
globalStyle(`${table} th:first-child`, { textAlign: 'left' });

export const caption = style({ textAlign: 'left', fontWeight: 600, paddingBottom: vars.space.xxs });

/** The table stays in the accessibility tree while the chart is shown: screen readers read the numbers. */
export const hiddenTable = style(visuallyHidden);

export const tableScroll = style({ maxHeight: '320px', overflowY: 'auto' });
