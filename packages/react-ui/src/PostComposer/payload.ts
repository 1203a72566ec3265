import type { ComposerFields, ComposerState } from '@postify/hooks/state';
import { toScheduleRequest } from '@postify/sdk/rules';
import type { TemplatePayload } from './types';

/**
 * The payload of a valid composer: scheduling sends every schedule, its date and time read in the
 * schedule editor's time zone (the project's); 'Postar agora' sends one schedule at `now` for the
 * chosen accounts, which the scheduler publishes at once.
 */
export function buildTemplatePayload(
  fields: ComposerFields,
  composer: Pick<ComposerState, 'postNow' | 'scheduling' | 'schedules' | 'selectedAccountIds'> & {
    scheduleEditor: Pick<ComposerState['scheduleEditor'], 'timeZone'>;
  },
  media: readonly File[],
  now: Date,
): TemplatePayload {
  const schedules = composer.scheduling
    ? composer.schedules.map((item) => toScheduleRequest(item, composer.scheduleEditor.timeZone))
    : composer.postNow
      ? [
          {
            schedule: now.toISOString(),
            repeatType: 0,
            repeatNumber: 0,
            isActive: true,
            socialMediaAccountIds: [...composer.selectedAccountIds],
          },
        ]
      : [];
  return {
    caption: fields.caption.trim(),
    description: fields.description,
    location: fields.location,
    userTags: fields.userTags,
    productTags: fields.productTags,
    altText: fields.altText,
    isActive: true,
    schedules,
    media: [...media],
  };
}
