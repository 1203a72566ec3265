import type { ScheduleRequest } from '@postify/sdk/rules';

/**
 * What the composer submits: the fields and parts of `POST /templates/scheduled`, typed. Turn it into
 * the multipart body with {@link templatePayloadToFormData}.
 */
export interface TemplatePayload {
  caption: string;
  description: string;
  location: string;
  userTags: string;
  productTags: string;
  altText: string;
  isActive: boolean;
  /** One entry per schedule; 'Postar agora' sends one entry at the current time. */
  scheduleRequestDtos: ScheduleRequest[];
  media: File[];
}

/** The saved post as `onSubmit` reports it, for the link to it. */
export interface SavedPost {
  id: number | string;
}
