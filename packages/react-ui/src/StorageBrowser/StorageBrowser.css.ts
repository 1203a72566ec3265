import { style } from '@vanilla-extract/css';
import { note, panel, plainList, row, spreadRow, stack, subheading, textControl } from '../shared/fragments';
import { vars } from '../theme/contract.css';
import { focusRing, visuallyHidden } from '../theme/focus';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 13rem) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  ...stack(vars.space.lg),
  ...panel,
  borderRadius: vars.radius.lg,
});

export const sidebarHeading = style({ ...subheading(vars.font.size.sm), color: vars.color.textMuted });

export const usage = style(stack(vars.space.xs));

export const usageMeta = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const overLimit = style({
  margin: 0,
  ...row(vars.space.xs),
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.onDangerSoft,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
});

export const errorText = style({ ...note, color: vars.color.danger });

export const folderList = style({ ...plainList, ...stack(vars.space.xxs) });

export const folderButton = style({
  ...row(vars.space.sm),
  width: '100%',
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  ...textControl,
  selectors: {
    '&[data-hovered]': { background: vars.color.neutralSoft },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="true"]': {
      background: vars.color.primarySoft,
      color: vars.color.onPrimarySoft,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const main = style({ ...stack(vars.space.md), minWidth: 0 });

export const toolbar = style({ ...spreadRow(vars.space.md), flexWrap: 'wrap' });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const nameCell = style({ ...row(vars.space.sm), minWidth: 0 });

export const nameText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const thumb = style({
  position: 'relative',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const folderThumb = style([thumb, { color: vars.color.primary, background: vars.color.primarySoft }]);

export const thumbMedia = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const lockMark = style({ display: 'inline-flex', color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted });

export const actions = style(row(vars.space.xxs));

export const dialogBody = style(stack(vars.space.md));

/** A dialog's Cancel and submit buttons, at the end of its form. */
export const dialogFooter = style([actions, { justifyContent: 'flex-end' }]);

export const uploadList = style({ ...plainList, ...stack(vars.space.sm) });

export const uploadItem = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const uploadProgress = style({ flex: 1, minWidth: 0 });

export const hint = style(note);

export const srOnly = style(visuallyHidden);

export const crumb = style({ ...row(vars.space.xxs), display: 'inline-flex' });

export const nowrap = style({ whiteSpace: 'nowrap' });
