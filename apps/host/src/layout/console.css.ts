import { vars } from '@postify/react-ui/theme';
import { style } from '@vanilla-extract/css';
import { siteBrand, siteHeader } from './layout.css';

const mobile = 'screen and (max-width: 767px)';
const wide = 'screen and (min-width: 768px)';

// The switcher and the user wrap under the brand on narrow screens.
export const header = style([siteHeader, { flexWrap: 'wrap' }]);

export const brand = siteBrand;

// Under 768 px the header is one row, the brand and 'Menu' (57 px: 40 px button, 8 px padding above and
// below, the border; the menu, switcher and user took about 225 of 375 px there): they open below it in
// one column, in the page's flow. From 768 px the wrapper boxes nothing (display: contents) and its
// children lay out in the header as before.
export const panel = style({
  display: 'contents',
  '@media': {
    [mobile]: {
      display: 'none',
      flexBasis: '100%',
      flexDirection: 'column',
      gap: vars.space.md,
      minWidth: 0,
      paddingBlock: vars.space.xs,
    },
  },
  selectors: { '&[data-open="true"]': { '@media': { [mobile]: { display: 'flex' } } } },
});

// From 768 px the menu has its own row under the brand, switcher and user: six entries never hide
// behind a scroll.
export const nav = style({
  minWidth: 0,
  '@media': { [wide]: { order: 3, flexBasis: '100%', overflowX: 'auto' } },
});

export const navList = style({
  display: 'flex',
  '@media': { [mobile]: { flexDirection: 'column' } },
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
  '@media': { [mobile]: { display: 'block', padding: vars.space.sm } },
  selectors: {
    '&:hover': { background: vars.color.neutralSoft, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});

// The project switcher's place while its chunk arrives (ConsoleLayout): its select's box, a label line over
// a control, at least 14rem wide, so the header neither grows nor reflows when the switcher appears.
export const switcherSlot = style({
  minWidth: '14rem',
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space.xs} + ${vars.size.control})`,
  '@media': { [mobile]: { minWidth: 0 } },
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
  minWidth: 0,
  '@media': {
    [mobile]: {
      marginLeft: 0,
      paddingTop: vars.space.sm,
      borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
    },
  },
});

// In the small screens' menu the name takes the row, 'Sair' at its end; a long name ends in an ellipsis.
export const userName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
  '@media': { [mobile]: { flex: 1 } },
});
