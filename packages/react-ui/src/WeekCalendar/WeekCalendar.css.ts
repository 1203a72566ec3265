import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, visuallyHidden } from '../theme/focus';

// The calendar adapts to its own width, not the window's: a partner may put it in a side panel.
const calendar = createContainer();
/** Too narrow for seven readable columns (a phone, or a narrow panel): the week lists its days, the month is compact. */
const narrow = `${calendar} (max-width: 40rem)`;

export const root = style({
  containerName: calendar,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  minHeight: 0,
  height: '100%',
});

const statusColours = {
  SCHEDULED: { soft: vars.color.primarySoft, onSoft: vars.color.onPrimarySoft, solid: vars.color.primary },
  PUBLISHING: { soft: vars.color.warningSoft, onSoft: vars.color.onWarningSoft, solid: vars.color.warning },
  POSTED: { soft: vars.color.successSoft, onSoft: vars.color.onSuccessSoft, solid: vars.color.success },
  FAILED: { soft: vars.color.dangerSoft, onSoft: vars.color.onDangerSoft, solid: vars.color.danger },
} as const;
const statuses = Object.keys(statusColours) as (keyof typeof statusColours)[];

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

// On a phone both buttons and the range do not fit on one line: the range goes above the two buttons.
export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  '@container': {
    [narrow]: { display: 'grid', gridTemplateColumns: '1fr 1fr', width: '100%' },
  },
});

export const range = style({
  minWidth: `calc(${vars.size.controlLg} * 4)`,
  textAlign: 'center',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  '@container': {
    [narrow]: { gridColumn: '1 / -1', order: -1, minWidth: 0 },
  },
});

export const views = style({
  display: 'flex',
  gap: vars.space.xxs,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

// The scroll container leaves room for the sticky day headings, so a focused post is never under them.
export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  scrollPaddingTop: `calc(${vars.size.controlLg} + ${vars.space.sm})`,
});

const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A narrow week is a list of its days, each as wide as the screen.
export const weekGrid = style([
  grid,
  { '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
]);

// A narrow month keeps its seven columns, compact: each cell is the day's number and status dots.
export const monthGrid = style([grid, { '@container': { [narrow]: { gap: vars.space.xxs } } }]);

export const weekdayHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.background,
  padding: `${vars.space.xs} 0`,
  textAlign: 'center',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'capitalize',
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: `calc(${vars.size.controlLg} * 2)`,
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-drop-target]': { outline: `${vars.size.focusRing} dashed ${vars.color.primary}` },
    '&[data-outside]': { background: vars.color.surfaceSunken },
    '&[data-today]': { borderColor: vars.color.primary },
  },
});

export const weekDay = style({
  minHeight: `calc(${vars.size.controlLg} * 6)`,
  '@container': { [narrow]: { minHeight: 0 } },
});

export const monthDay = style({
  '@container': {
    [narrow]: {
      minHeight: 0,
      padding: 0,
      selectors: { '&[data-chosen]': { borderColor: vars.color.text } },
    },
  },
});

// The week's and the wide month's content of a day; the compact month shows `dayChoice` instead.
export const dayBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  '@container': { [narrow]: { selectors: { [`${monthDay} &`]: { display: 'none' } } } },
});

// The compact month's cell, one button; hidden in the wide month, whose cells list their posts.
export const dayChoice = style({
  display: 'none',
  '@container': {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space.xxs,
      width: '100%',
      minHeight: vars.size.controlLg,
      padding: `${vars.space.xxs} 0`,
      border: 0,
      borderRadius: 'inherit',
      background: 'transparent',
      color: 'inherit',
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.semibold,
      fontVariantNumeric: 'tabular-nums',
      cursor: 'pointer',
      outline: 'none',
    },
  },
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed="true"], &[aria-pressed="true"]': { background: vars.color.neutralSoft },
  },
});

export const srOnly = style(visuallyHidden);

export const dots = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  minHeight: '6px',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: '50%',
  selectors: Object.fromEntries(
    statuses.map((status) => [`&[data-status="${status}"]`, { background: statusColours[status].solid }]),
  ),
});

// The compact month's chosen day, under its grid; the wide month shows posts in the cells instead.
export const agenda = style({
  display: 'none',
  '@container': {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      marginTop: vars.space.md,
    },
  },
});

export const agendaHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  '::first-letter': { textTransform: 'uppercase' },
});

export const dayHeading = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  margin: 0,
  paddingBlock: vars.space.xxs,
  background: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'capitalize',
  // A day of the narrow week's list scrolls with the page, not under the next one.
  '@container': { [narrow]: { position: 'static' } },
});

export const posts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const queueSlots = style([posts]);

// Subtle: a dashed outline in the muted text colour, below the day's posts.
export const queueSlot = style({
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} dashed ${vars.color.border}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

// Targets stay at least 24×24 px (WCAG 2.2, 2.5.8) even in the narrow month cells.
export const postButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: vars.size.controlSm,
  minWidth: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    ...Object.fromEntries(
      statuses.map((status) => [
        `&[data-status="${status}"]`,
        { background: statusColours[status].soft, color: statusColours[status].onSoft },
      ]),
    ),
    '&[data-movable]': { cursor: 'grab' },
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: vars.color.neutralSoftHover },
  },
});

// In a narrow column the time and the post number wrap onto two lines rather than being cut.
export const postText = style({ minWidth: 0, paddingBlock: vars.space.xxs });

export const accounts = style({ margin: 0, padding: 0, listStyle: 'none', color: vars.color.textMuted });

export const expanded = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  fontSize: vars.font.size.xs,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const connected = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const previewSchedules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});

export const previewSchedulesTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
