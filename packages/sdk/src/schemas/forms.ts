import * as z from 'zod/mini';
import { validationCodes as m } from '../messages.js';
import { emailSchema, requiredText } from './fields.js';
import { LIMITS } from './limits.js';

/** Waiting list: name, e-mail and how the visitor discovered the platform. */
export const waitingListSchema = z.object({
  name: requiredText(m.nameRequired),
  email: emailSchema,
  howDiscovered: requiredText(m.howDiscoveredRequired),
});

/** Contact form on /about: all three fields required. */
export const contactSchema = z.object({
  name: requiredText(m.nameRequired),
  email: emailSchema,
  message: requiredText(m.messageRequired),
});

/** Project create/edit form with the account specification's messages. */
export const projectSchema = z.object({
  name: requiredText(
    m.projectNameRequired,
    z.minLength(LIMITS.projectNameMinLength, m.projectNameMin),
    z.maxLength(LIMITS.projectNameMaxLength, m.projectNameMax),
    z.regex(/^[\p{L}\p{N} _-]*$/u, m.projectNameChars),
  ),
  description: requiredText(
    m.projectDescriptionRequired,
    z.minLength(LIMITS.projectDescriptionMinLength, m.projectDescriptionMin),
    z.maxLength(LIMITS.projectDescriptionMaxLength, m.projectDescriptionMax),
  ),
});

/** Whether the runtime knows `zone` as an IANA time zone. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** A project's edit: its name and description, and optionally its time zone (schedules and queue slots). */
export const projectUpdateSchema = z.extend(projectSchema, {
  timeZone: z.optional(z.string().check(z.refine(isTimeZone, m.projectTimeZoneInvalid))),
});

const optionalText = z.optional(z.string());

/** Template/post form: caption required, the other text fields optional. */
export const templateSchema = z.object({
  caption: requiredText(m.captionRequired),
  description: optionalText,
  location: optionalText,
  userTags: optionalText,
  productTags: optionalText,
  altText: optionalText,
});

/** New folder name: non-empty after trimming. */
export const folderNameSchema = z.object({ name: requiredText(m.folderNameRequired) });

/** New name on rename (file or folder): non-empty after trimming. */
export const renameSchema = z.object({ newName: requiredText(m.renameRequired) });
