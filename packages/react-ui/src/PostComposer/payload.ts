import type { ComposerFields, ComposerState } from '@postify/hooks';
import { toScheduleRequest } from '@postify/sdk/rules';
import type { TemplatePayload } from './types';

/**
 * The payload of a valid composer: scheduling sends every schedule; 'Postar agora' sends one
 * schedule at `now` for the chosen accounts, which the scheduler publishes at once.
 */
export function buildTemplatePayload(
  fields: ComposerFields,
  composer: Pick<ComposerState, 'postNow' | 'scheduling' | 'schedules' | 'selectedAccountIds'>,
  media: readonly File[],
  now: Date,
): TemplatePayload {
  const scheduleRequestDtos = composer.scheduling
    ? composer.schedules.map(toScheduleRequest)
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
    scheduleRequestDtos,
    media: [...media],
  };
}

/**
 * The multipart body of `POST /templates/scheduled`: the simple fields, the indexed
 * `scheduleRequestDtos[i].…` fields (indexes from 0 without gaps) and one `media` part per file.
 */
export function templatePayloadToFormData(payload: TemplatePayload): FormData {
  const body = new FormData();
  const simple = ['caption', 'description', 'location', 'userTags', 'productTags', 'altText'] as const;
  for (const name of simple) body.append(name, payload[name]);
  body.append('isActive', String(payload.isActive));
  payload.scheduleRequestDtos.forEach((entry, i) => {
    const prefix = `scheduleRequestDtos[${i}]`;
    body.append(`${prefix}.schedule`, entry.schedule);
    body.append(`${prefix}.repeatType`, String(entry.repeatType));
    body.append(`${prefix}.repeatNumber`, String(entry.repeatNumber));
    body.append(`${prefix}.isActive`, String(entry.isActive));
    entry.socialMediaAccountIds.forEach((id, j) => {
      body.append(`${prefix}.socialMediaAccountIds[${j}]`, id);
    });
  });
  for (const file of payload.media) body.append('media', file, file.name);
  return body;
}
