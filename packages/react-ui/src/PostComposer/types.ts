import type { CreateTemplateInput } from '@postify/hooks/state';
import type { ScheduleRequest } from '@postify/sdk/rules';
import type { ReactNode } from 'react';

/**
 * What the composer submits: the fields, schedules and files of `POST /templates/scheduled`, every
 * part present. It is a `CreateTemplateInput`, so `useCreateTemplate` takes it as is, and
 * `multipart(templateFormFields(payload), payload.media)` from `@postify/hooks` builds the body for
 * any other backend.
 */
export interface TemplatePayload extends CreateTemplateInput {
  description: string;
  location: string;
  userTags: string;
  productTags: string;
  altText: string;
  isActive: boolean;
  /** The `scheduleRequestDtos[i]` entries; 'Postar agora' sends one at the current time. */
  schedules: ScheduleRequest[];
  media: File[];
}

/** The saved post as `onSubmit` reports it, for the link to it. */
export interface SavedPost {
  id: number | string;
}

/** Renders a source of media for a form that holds `File`s; `add` applies the form's media rules. */
export type MediaLibrary = (add: (files: File[]) => void) => ReactNode;

/** 'Adicionar à fila' for the saved post: the accounts and, optionally, the instant to look from. */
export interface QueueRequest {
  socialMediaAccountIds: string[];
  /** The start of the chosen day in the project's zone (`notBefore` of `POST /posts/{id}/queue`). */
  notBefore?: string;
}

/** The queued post as `onAddToQueue` reports it: its id and the slot each account got. */
export interface QueuedPost extends SavedPost {
  slots: readonly { socialMediaAccountId: string; at: string }[];
}
