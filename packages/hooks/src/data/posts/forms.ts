import type { Schemas } from '@postify/sdk';
import type { NetworkVersion, ScheduleRequest } from '@postify/sdk/rules';

/** The template form's text fields (publishing spec, section 3). */
export interface TemplateFields {
  caption: string;
  description?: string;
  location?: string;
  userTags?: string;
  productTags?: string;
  altText?: string;
  isActive?: boolean;
}

/** A new template: its fields, the schedules to send (`toScheduleRequest`), and its media files. */
export interface CreateTemplateInput extends TemplateFields {
  schedules?: readonly ScheduleRequest[];
  /** The per-network versions ('Personalizar por rede'); none when absent or empty. */
  versions?: readonly NetworkVersion[];
  media?: readonly Blob[];
  /** What the author chose for TikTok; required by the API when a schedule names a TikTok account. */
  tiktokOptions?: Schemas['TikTokPostOptions'] | null;
}

/** The multipart text fields of `POST /templates/scheduled`, schedules as indexed fields. */
export function templateFormFields(input: CreateTemplateInput): Record<string, string> {
  const fields: Record<string, string> = { caption: input.caption };
  for (const key of ['description', 'location', 'userTags', 'productTags', 'altText'] as const) {
    const value = input[key];
    if (value) fields[key] = value;
  }
  fields.isActive = String(input.isActive ?? true);
  if (input.versions && input.versions.length > 0) fields.versions = JSON.stringify(input.versions);
  if (input.tiktokOptions) fields.tiktokOptions = JSON.stringify(input.tiktokOptions);
  (input.schedules ?? []).forEach((schedule, i) => {
    const prefix = `scheduleRequestDtos[${i}]`;
    fields[`${prefix}.schedule`] = schedule.schedule;
    fields[`${prefix}.repeatType`] = String(schedule.repeatType);
    fields[`${prefix}.repeatNumber`] = String(schedule.repeatNumber);
    fields[`${prefix}.isActive`] = String(schedule.isActive);
    schedule.socialMediaAccountIds.forEach((id, j) => {
      fields[`${prefix}.socialMediaAccountIds[${j}]`] = id;
    });
  });
  return fields;
}

/** An edit of a post card: text, schedules (replacing the unposted ones), media kept and new files. */
export interface UpdatePostInput {
  id: number;
  caption?: string;
  description?: string;
  schedules?: readonly { scheduledAt: string; socialMediaAccountIds: readonly string[] }[];
  /** Media URLs to keep; the ones left out are removed. Omit to keep them all. */
  keptMediaUrls?: readonly string[];
  media?: readonly Blob[];
}

/** The multipart text fields of `PUT /posts/{id}`. */
export function updatePostFields(input: UpdatePostInput): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input.caption !== undefined) fields.caption = input.caption;
  if (input.description !== undefined) fields.description = input.description;
  if (input.schedules) fields.schedules = JSON.stringify(input.schedules);
  if (input.keptMediaUrls) fields.keptMediaUrls = JSON.stringify(input.keptMediaUrls);
  return fields;
}

/** A multipart body of text fields and `media` files. */
export function multipart(fields: Record<string, string>, media: readonly Blob[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of media)
    form.append('media', file, 'name' in file && typeof file.name === 'string' ? file.name : 'media');
  return form;
}
