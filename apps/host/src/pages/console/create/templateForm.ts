import type { ComposerFields } from '@postify/hooks';
import { toScheduleRequest } from '@postify/sdk/rules';
import type { ScheduleItem } from '@postify/sdk/schemas';

/**
 * The multipart body of `POST /templates/scheduled`: the fields, the schedules as indexed fields and one
 * `media` part per file (contract: CreateTemplateForm). Posting now is a schedule for the present moment
 * on the chosen accounts.
 */
export function templateFormData(
  fields: ComposerFields,
  schedules: readonly ScheduleItem[],
  media: readonly File[],
  postNowAccountIds: readonly string[] | null,
  now: Date = new Date(),
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') form.append(name, value);
  form.append('isActive', 'true');
  const requests = postNowAccountIds
    ? [
        {
          schedule: now.toISOString(),
          repeatType: 0,
          repeatNumber: 0,
          isActive: true,
          socialMediaAccountIds: [...postNowAccountIds],
        },
      ]
    : schedules.map(toScheduleRequest);
  requests.forEach((request, index) => {
    const prefix = `scheduleRequestDtos[${index}]`;
    form.append(`${prefix}.schedule`, request.schedule);
    form.append(`${prefix}.repeatType`, String(request.repeatType));
    form.append(`${prefix}.repeatNumber`, String(request.repeatNumber));
    form.append(`${prefix}.isActive`, String(request.isActive));
    request.socialMediaAccountIds.forEach((id, accountIndex) => {
      form.append(`${prefix}.socialMediaAccountIds[${accountIndex}]`, id);
    });
  });
  for (const file of media) form.append('media', file);
  return form;
}
