import { style } from '@vanilla-extract/css';
import { panel } from '../../shared/fragments';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const preview = style({ flex: `1 1 ${vars.size.field}`, display: 'flex', justifyContent: 'center' });

export const problems = style({
  flex: `0 1 ${vars.size.popover}`,
  ...panel,
  fontSize: vars.font.size.sm,
});

export const problemsTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const ok = style({ margin: 0, color: vars.color.onSuccessSoft });

export const problemList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const problem = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.onWarningSoft,
});
