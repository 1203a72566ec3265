import type { NetworkVersion, TikTokOptionsDraft } from '@postify/sdk/rules';
import { scheduleRepeatSchema, sdkMessages } from '@postify/sdk/schemas';
import type { FieldViolation } from '../http/errors.js';
import { sdkRules } from '../http/rules.js';
import { messages, postMessages } from '../messages.js';
import { fieldOf, type MultipartForm } from './multipart.js';
import { parseTikTokOptions, tiktokOptionsField } from './tiktok.js';
import { parseVersions } from './versions.js';

/** One schedule of a form: the first occurrence, the repeat and the accounts, with its field prefix. */
export interface ScheduleInput {
  field: string;
  at: Date;
  /** Days between occurrences; 0 without repeat. */
  repeatType: number;
  /** Occurrences; 0 without repeat (one occurrence). */
  repeatNumber: number;
  isActive: boolean;
  accountIds: string[];
}

/** The text fields of a post. */
export interface PostText {
  caption: string;
  description: string | null;
  location: string | null;
  userTags: string | null;
  productTags: string | null;
  altText: string | null;
}

/** `POST /templates/scheduled` read from its form. */
export interface TemplateInput extends PostText {
  isActive: boolean;
  versions: NetworkVersion[];
  schedules: ScheduleInput[];
  /** The TikTok choices, when sent (checked against the accounts by `checkTikTokOptions`). */
  tiktokOptions: TikTokOptionsDraft | undefined;
}

/** `PUT /posts/{id}` read from its form; absent parts are undefined (left unchanged). */
export interface UpdateInput {
  caption?: string;
  description?: string | null;
  schedules?: ScheduleInput[];
  keptMediaUrls?: string[];
  versions?: NetworkVersion[];
  tiktokOptions?: TikTokOptionsDraft;
}

/** The form's parse result: the input when `violations` is empty. */
export interface Parsed<T> {
  input: T;
  violations: FieldViolation[];
}

const templateTextFields = [
  'caption',
  'description',
  'location',
  'userTags',
  'productTags',
  'altText',
] as const;
const knownTemplateFields: readonly string[] = [
  ...templateTextFields,
  'isActive',
  'versions',
  tiktokOptionsField,
];
const scheduleField = /^scheduleRequestDtos\[(\d+)\]\.(schedule|repeatType|repeatNumber|isActive)$/;
const accountField = /^scheduleRequestDtos\[(\d+)\]\.socialMediaAccountIds\[(\d+)\]$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// ISO-8601 with an explicit offset, as the contract's date-times are.
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

const optionalText = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? null : value.trim();

function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !isoDateTime.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parseCount(value: string | undefined, field: string, violations: FieldViolation[]): number {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^\d+$/.test(value.trim())) {
    violations.push({ field, message: postMessages.notANumber });
    return 0;
  }
  return Number(value.trim());
}

function parseBoolean(value: string | undefined, field: string, violations: FieldViolation[]): boolean {
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  violations.push({ field, message: postMessages.notABoolean });
  return true;
}

// The repeat limits are the composer's own (`scheduleRepeatSchema`), reported under each schedule's prefix.
const repeatRules = sdkRules(scheduleRepeatSchema);

function checkAccounts(schedule: ScheduleInput, violations: FieldViolation[]): void {
  if (schedule.accountIds.length === 0) {
    violations.push({
      field: `${schedule.field}.socialMediaAccountIds`,
      message: sdkMessages.scheduleAccountsRequired,
    });
  }
  schedule.accountIds.forEach((id, index) => {
    if (!uuid.test(id))
      violations.push({
        field: `${schedule.field}.socialMediaAccountIds[${index}]`,
        message: postMessages.accountNotInProject,
      });
  });
}

/** Whether indexes run 0..n-1 without gaps. */
const dense = (indexes: Iterable<number>) => [...indexes].sort((a, b) => a - b).every((v, i) => v === i);

/** The `versions` field when the form has one. */
const parseOptionalVersions = (text: string | undefined, violations: FieldViolation[]) =>
  text === undefined ? undefined : parseVersions(text, violations);

/** Reads `POST /templates/scheduled`: the simple fields and the indexed `scheduleRequestDtos`. */
export function parseTemplateForm(form: MultipartForm): Parsed<TemplateInput> {
  const violations: FieldViolation[] = [];
  const raw = new Map<number, { values: Map<string, string>; accounts: Map<number, string> }>();
  const entry = (index: number) => {
    let found = raw.get(index);
    if (!found) {
      found = { values: new Map(), accounts: new Map() };
      raw.set(index, found);
    }
    return found;
  };
  for (const [name, values] of form.fields) {
    const value = values[0] ?? '';
    const simple = scheduleField.exec(name);
    const account = accountField.exec(name);
    if (simple) entry(Number(simple[1])).values.set(simple[2] ?? '', value);
    else if (account) entry(Number(account[1])).accounts.set(Number(account[2]), value.trim());
    else if (!knownTemplateFields.includes(name))
      violations.push({ field: name, message: messages.fieldUnknown });
  }
  for (const file of form.files) {
    if (file.fieldName !== 'media')
      violations.push({ field: file.fieldName, message: messages.fieldUnknown });
  }

  const caption = fieldOf(form, 'caption') ?? '';
  if (caption.trim() === '') violations.push({ field: 'caption', message: sdkMessages.captionRequired });
  if (!dense(raw.keys()))
    violations.push({ field: 'scheduleRequestDtos', message: postMessages.scheduleIndexGap });

  const schedules: ScheduleInput[] = [];
  for (const [index, { values, accounts }] of [...raw].sort(([a], [b]) => a - b)) {
    const field = `scheduleRequestDtos[${index}]`;
    const at = parseDate(values.get('schedule'));
    if (!at) violations.push({ field: `${field}.schedule`, message: postMessages.scheduleDateInvalid });
    if (!dense(accounts.keys()))
      violations.push({ field: `${field}.socialMediaAccountIds`, message: postMessages.scheduleIndexGap });
    const schedule: ScheduleInput = {
      field,
      at: at ?? new Date(0),
      repeatType: parseCount(values.get('repeatType'), `${field}.repeatType`, violations),
      repeatNumber: parseCount(values.get('repeatNumber'), `${field}.repeatNumber`, violations),
      isActive: parseBoolean(values.get('isActive'), `${field}.isActive`, violations),
      accountIds: [...accounts].sort(([a], [b]) => a - b).map(([, id]) => id),
    };
    for (const v of repeatRules(schedule)) violations.push({ ...v, field: `${field}.${v.field}` });
    checkAccounts(schedule, violations);
    schedules.push(schedule);
  }

  return {
    input: {
      caption: caption.trim(),
      description: optionalText(fieldOf(form, 'description')),
      location: optionalText(fieldOf(form, 'location')),
      userTags: optionalText(fieldOf(form, 'userTags')),
      productTags: optionalText(fieldOf(form, 'productTags')),
      altText: optionalText(fieldOf(form, 'altText')),
      isActive: parseBoolean(fieldOf(form, 'isActive'), 'isActive', violations),
      versions: parseOptionalVersions(fieldOf(form, 'versions'), violations) ?? [],
      schedules,
      tiktokOptions: parseTikTokOptions(fieldOf(form, tiktokOptionsField), violations),
    },
    violations,
  };
}

function parseJson(text: string, field: string, violations: FieldViolation[]): unknown {
  try {
    return JSON.parse(text);
  } catch {
    violations.push({ field, message: postMessages.invalidJson });
    return undefined;
  }
}

function parseEditSchedules(value: unknown, violations: FieldViolation[]): ScheduleInput[] {
  if (!Array.isArray(value)) {
    violations.push({ field: 'schedules', message: postMessages.invalidJson });
    return [];
  }
  return value.map((item: unknown, index) => {
    const field = `schedules[${index}]`;
    const record = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const at = parseDate(record.scheduledAt);
    if (!at) violations.push({ field: `${field}.scheduledAt`, message: postMessages.scheduleDateInvalid });
    const ids = record.socialMediaAccountIds;
    const schedule: ScheduleInput = {
      field,
      at: at ?? new Date(0),
      repeatType: 0,
      repeatNumber: 0,
      isActive: true,
      accountIds: Array.isArray(ids) ? ids.map((id) => (typeof id === 'string' ? id : '')) : [],
    };
    checkAccounts(schedule, violations);
    return schedule;
  });
}

/** Reads `PUT /posts/{id}`: caption, description, `schedules` and `keptMediaUrls` (JSON texts). */
export function parseUpdateForm(form: MultipartForm): Parsed<UpdateInput> {
  const violations: FieldViolation[] = [];
  const known = ['caption', 'description', 'schedules', 'keptMediaUrls', 'versions', tiktokOptionsField];
  for (const name of form.fields.keys()) {
    if (!known.includes(name)) violations.push({ field: name, message: messages.fieldUnknown });
  }
  for (const file of form.files) {
    if (file.fieldName !== 'media')
      violations.push({ field: file.fieldName, message: messages.fieldUnknown });
  }
  const input: UpdateInput = {};
  const caption = fieldOf(form, 'caption');
  if (caption !== undefined) {
    if (caption.trim() === '') violations.push({ field: 'caption', message: sdkMessages.captionRequired });
    input.caption = caption.trim();
  }
  const description = fieldOf(form, 'description');
  if (description !== undefined) input.description = optionalText(description);
  const schedules = fieldOf(form, 'schedules');
  if (schedules !== undefined) {
    const parsed = parseJson(schedules, 'schedules', violations);
    if (parsed !== undefined) input.schedules = parseEditSchedules(parsed, violations);
  }
  const kept = fieldOf(form, 'keptMediaUrls');
  if (kept !== undefined) {
    const parsed = parseJson(kept, 'keptMediaUrls', violations);
    if (parsed !== undefined) {
      if (Array.isArray(parsed) && parsed.every((url) => typeof url === 'string'))
        input.keptMediaUrls = parsed;
      else violations.push({ field: 'keptMediaUrls', message: postMessages.invalidJson });
    }
  }
  const versions = parseOptionalVersions(fieldOf(form, 'versions'), violations);
  if (versions) input.versions = versions;
  const tiktokOptions = parseTikTokOptions(fieldOf(form, tiktokOptionsField), violations);
  if (tiktokOptions) input.tiktokOptions = tiktokOptions;
  return { input, violations };
}
