import { vars } from '../theme/contract.css';

/*
 * Style fragments for the layouts and looks many components repeat, spread into a component's own `style()`
 * so each keeps its class (and its place in the cascade) while the rule itself is written once.
 */

/** Children in a column, `gap` apart. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children on one line, centred across it, `gap` apart. */
export const row = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const;

/** A row whose first and last children sit at its two ends: a title and its actions. */
export const spreadRow = (gap: string) => ({ ...row(gap), justifyContent: 'space-between' }) as const;

/** Children on as many lines as they need, `gap` apart both ways (chips, thumbnails, badges). */
export const wrapRow = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const;

/** A list without bullets and without the browser's indent. */
export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The thin line that outlines cards, panels and rows and separates their parts. */
export const hairline = `${vars.size.border} solid ${vars.color.border}`;

/** A short muted line under or beside the main content: a hint, a status, a price note. */
export const note = { margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted } as const;

/** A heading inside a component: no margin, semibold, at the size its place calls for. */
export const subheading = (fontSize: string) =>
  ({ margin: 0, fontSize, fontWeight: vars.font.weight.semibold }) as const;

/** A checkbox's or a switch's label: the control, then its text; greyed and not clickable when disabled. */
export const toggleLabel = {
  ...row(vars.space.sm),
  display: 'inline-flex',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' } },
} as const;

/** A card's raised surface: its background, outline, rounded corners and shadow. */
export const cardSurface = {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: hairline,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
} as const;

/** A control that reads as text (a select's trigger, a folder in a list): no browser button look. */
export const textControl = {
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
} as const;

/** A disabled control's box: greyed, and the cursor says it does not respond. */
export const disabledControl = {
  background: vars.color.disabled,
  color: vars.color.onDisabled,
  cursor: 'not-allowed',
} as const;

/** The bordered box of a form control: its height, surface, strong outline and text colour. */
export const controlBox = {
  minHeight: vars.size.control,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
} as const;

/** A message's colours in each tone: a soft tint behind text that reads on it, outlined in the tone. */
export const softTones = {
  info: {
    background: vars.color.primarySoft,
    color: vars.color.onPrimarySoft,
    borderColor: vars.color.primary,
  },
  success: {
    background: vars.color.successSoft,
    color: vars.color.onSuccessSoft,
    borderColor: vars.color.success,
  },
  warning: {
    background: vars.color.warningSoft,
    color: vars.color.onWarningSoft,
    borderColor: vars.color.warning,
  },
  danger: {
    background: vars.color.dangerSoft,
    color: vars.color.onDangerSoft,
    borderColor: vars.color.danger,
  },
} as const;

/** An outlined panel on the page's surface: a sidebar, a list item, a box of notes. */
export const panel = {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: hairline,
  background: vars.color.surface,
} as const;

/** A fieldset without the browser's frame and spacing, so it lays out like any other group. */
export const bareFieldset = { margin: 0, padding: 0, border: 0, minWidth: 0 } as const;
