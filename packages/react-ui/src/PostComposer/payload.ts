import type { ComposerFields, ComposerState } from '@postify/hooks/state';
import { instantIn, toScheduleRequest } from '@postify/sdk/rules';
import type { QueueRequest, TemplatePayload } from './types';

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

/**
 * 'Adicionar à fila' for the chosen accounts: from now, or from the start of the chosen day in the
 * project's zone (the server never looks before now).
 */
export function buildQueueRequest(
  composer: Pick<ComposerState, 'selectedAccountIds' | 'queueFrom'>,
  timeZone: string,
): QueueRequest {
  const request: QueueRequest = { socialMediaAccountIds: [...composer.selectedAccountIds] };
  if (composer.queueFrom) {
    const [year = 0, month = 1, day = 1] = composer.queueFrom.split('-').map(Number);
    request.notBefore = instantIn({ year, month, day }, timeZone).toISOString();
  }
  return request;
}
