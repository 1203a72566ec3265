import { vars } from '@postify/react-ui/theme';
import { style } from '@vanilla-extract/css';
import { siteBrand, siteHeader } from './layout.css';

// The switcher and the user wrap under the brand on narrow screens.
export const header = style([siteHeader, { flexWrap: 'wrap' }]);

export const brand = siteBrand;

// The menu has its own row under the brand, switcher and user: six entries never hide behind a scroll.
export const nav = style({
  order: 3,
  flexBasis: '100%',
  overflowX: 'auto',
  '@media': {
    'screen and (max-width: 767px)': { display: 'none' },
  },
  selectors: {
    '&[data-open="true"]': { '@media': { 'screen and (max-width: 767px)': { display: 'block' } } },
  },
});

export const navList = style({
  display: 'flex',
  '@media': { 'screen and (max-width: 767px)': { flexDirection: 'column' } },
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});

export const user = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto' });

export const userName = style({
  fontWeight: vars.font.weight.medium,
  '@media': { 'screen and (max-width: 479px)': { display: 'none' } },
});
