import { formatIcu, type MessageValues } from '../i18n/icu.js';
import { importMessages } from '../messages.js';
import { type NetworkId, resolveNetwork } from '../networks/ids.js';
import { inferMediaKind } from '../networks/media-kind.js';
import { validateForNetworks } from '../networks/validate.js';
import { type NetworkVersion, supportsFirstComment, validateVersions } from '../networks/versions.js';
import { instantIn } from '../rules/repeat.js';
import { checkMediaSelection } from '../schemas/media.js';
import type { Schemas } from '../types.js';

/** One row of an import file, each cell as typed (what `POST /posts/import` takes). */
export type PostImportRow = Schemas['PostImportRow'];

/** The columns of an import file, in the template's order. */
export const postImportColumns = ['caption', 'date', 'time', 'accounts', 'media', 'firstComment'] as const;
/** A column of an import file. */
export type PostImportColumn = (typeof postImportColumns)[number];

/** Most rows one import takes (the contract's `maxItems`); the browser refuses a longer file before sending it. */
export const POST_IMPORT_MAX_ROWS = 10_000;

/** Machine-readable kind of a row problem; its pt-BR text is `importMessages[code]` (catalogue `import.<code>`). */
export type PostImportProblemCode =
  | 'captionRequired'
  | 'dateRequired'
  | 'dateInvalid'
  | 'timeRequired'
  | 'timeInvalid'
  | 'datePast'
  | 'accountsRequired'
  | 'accountUnknown'
  | 'mediaUrlNotSupported'
  | 'mediaKindUnknown'
  | 'mediaNotFound'
  | 'mediaRule'
  | 'network'
  | 'firstCommentNoNetwork'
  | 'tiktokNeedsComposer';

/**
 * What is wrong with one cell of a row, in pt-BR; `messageCode` (`import.dateInvalid`,
 * `network.too-many-images`, `validation.mediaOneVideo`) and `values` rebuild it in another language.
 */
export interface PostImportProblem {
  column: PostImportColumn;
  code: PostImportProblemCode;
  messageCode: string;
  message: string;
  values: MessageValues;
}

/** A connected account an import may name, as `GET /platforms/user` lists it. */
export interface PostImportAccount {
  id: string;
  username: string;
  platformName: string;
}

/** What rows are checked against: the project's accounts, its time zone and the current time. */
export interface PostImportContext {
  accounts: readonly PostImportAccount[];
  timeZone: string;
  now?: Date;
}

/** One media of a row: its path in 'Meus Arquivos' and the kind its extension says. */
export interface PostImportMedia {
  path: string;
  kind: 'image' | 'video';
}

/** A row that passed every check, ready to be created. */
export interface PostImportDraft {
  caption: string;
  at: Date;
  accountIds: string[];
  media: PostImportMedia[];
  /** The first comment, as the Instagram and Facebook versions of the post (the row's caption, the comment). */
  versions: NetworkVersion[];
}

/** The outcome of one row: its problems (none when `draft` is set). */
export interface CheckedPostImportRow {
  line: number;
  problems: PostImportProblem[];
  draft?: PostImportDraft;
}

const problem = (
  column: PostImportColumn,
  code: keyof typeof importMessages & PostImportProblemCode,
  values: MessageValues = {},
): PostImportProblem => ({
  column,
  code,
  messageCode: `import.${code}`,
  values,
  message: formatIcu(importMessages[code], values, 'pt-BR'),
});

const datePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$|^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{1,2})[:h](\d{2})$/;

/** Year, month and day of 'dd/mm/aaaa' or 'aaaa-mm-dd' when that day exists. */
function parseDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = datePattern.exec(text);
  if (!match) return undefined;
  const [day, month, year] = match[1]
    ? [Number(match[1]), Number(match[2]), Number(match[3])]
    : [Number(match[6]), Number(match[5]), Number(match[4])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day ? { year, month, day } : undefined;
}

function parseTime(text: string): { hour: number; minute: number } | undefined {
  const match = timePattern.exec(text);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : undefined;
}

/** The entries of a cell listing several values (accounts: spaces, commas, `;` or `|`). */
const accountEntries = (cell: string) => cell.split(/[\s,;|]+/).filter(Boolean);
/** The entries of the media cell: `|` or line breaks (paths may hold spaces and commas). */
const mediaEntries = (cell: string) =>
  cell
    .split(/[|\r\n]+/)
    .map((entry) => entry.trim().replace(/^\/+/, ''))
    .filter(Boolean);

/** Accounts by lower-cased username, built once per check of a whole file. */
function accountIndex(accounts: readonly PostImportAccount[]) {
  const index = new Map<string, PostImportAccount[]>();
  for (const account of accounts) {
    const key = account.username.replace(/^@/, '').toLowerCase();
    index.set(key, [...(index.get(key) ?? []), account]);
  }
  return index;
}

type AccountIndex = ReturnType<typeof accountIndex>;

/** `@name` (every account with that name) or `rede:@name` (only that network's). */
function resolveAccounts(entry: string, index: AccountIndex): PostImportAccount[] {
  const colon = entry.indexOf(':');
  const network = colon > 0 ? resolveNetwork(entry.slice(0, colon)) : undefined;
  if (colon > 0 && !network) return [];
  const name = entry
    .slice(colon + 1)
    .replace(/^@/, '')
    .toLowerCase();
  const found = index.get(name) ?? [];
  return network ? found.filter((account) => resolveNetwork(account.platformName) === network) : found;
}

/** What one check of a file shares between its rows: accounts by name, instants by date and time. */
interface FileScope {
  index: AccountIndex;
  now: number;
  timeZone: string;
  // A schedule sheet repeats a few dates and times; the time-zone conversion is the costliest step.
  instants: Map<string, Date>;
}

function instantOf(scope: FileScope, date: string, time: string, fields: Parameters<typeof instantIn>[0]) {
  const key = `${date} ${time}`;
  let at = scope.instants.get(key);
  if (!at) {
    at = instantIn(fields, scope.timeZone);
    scope.instants.set(key, at);
  }
  return at;
}

/**
 * A row's first comment as the versions of its networks that publish one (Instagram, Facebook), each with
 * the row's caption; its problems (no such network among the row's accounts, each network's limits) added
 * to `problems`.
 */
function firstCommentVersions(
  comment: string,
  caption: string,
  accounts: ReadonlyMap<string, PostImportAccount>,
  problems: PostImportProblem[],
): NetworkVersion[] {
  if (!comment) return [];
  const networks = new Set<NetworkId>();
  for (const account of accounts.values()) {
    const network = resolveNetwork(account.platformName);
    if (network && supportsFirstComment(network)) networks.add(network);
  }
  if (networks.size === 0) {
    if (accounts.size > 0) problems.push(problem('firstComment', 'firstCommentNoNetwork'));
    return [];
  }
  const versions = [...networks].map((network) => ({
    network,
    caption,
    mediaOrder: null,
    firstComment: comment,
  }));
  for (const found of validateVersions({ caption, media: [] }, versions, []))
    if (found.field.endsWith('.firstComment'))
      problems.push({
        column: 'firstComment',
        code: 'network',
        messageCode: `network.${found.code}`,
        message: found.message,
        values: found.values,
      });
  return versions;
}

function checkRow(row: PostImportRow, scope: FileScope): CheckedPostImportRow {
  const { index, now } = scope;
  const problems: PostImportProblem[] = [];
  const caption = row.caption.trim();
  if (!caption) problems.push(problem('caption', 'captionRequired'));

  const dateText = row.date.trim();
  const timeText = row.time.trim();
  const date = parseDate(dateText);
  const time = parseTime(timeText);
  if (!dateText) problems.push(problem('date', 'dateRequired'));
  else if (!date) problems.push(problem('date', 'dateInvalid', { date: dateText }));
  if (!timeText) problems.push(problem('time', 'timeRequired'));
  else if (!time) problems.push(problem('time', 'timeInvalid', { time: timeText }));
  const at = date && time ? instantOf(scope, dateText, timeText, { ...date, ...time }) : undefined;
  if (at && at.getTime() <= now) problems.push(problem('date', 'datePast'));

  const accounts = new Map<string, PostImportAccount>();
  const entries = accountEntries(row.accounts);
  if (entries.length === 0) problems.push(problem('accounts', 'accountsRequired'));
  for (const entry of entries) {
    const found = resolveAccounts(entry, index);
    if (found.length === 0) problems.push(problem('accounts', 'accountUnknown', { account: entry }));
    for (const account of found) accounts.set(account.id, account);
  }
  // TikTok's rules want the creator's privacy and options chosen for each post, with no default: only the
  // composer asks for them.
  for (const account of accounts.values())
    if (resolveNetwork(account.platformName) === 'tiktok')
      problems.push(problem('accounts', 'tiktokNeedsComposer', { account: `@${account.username}` }));

  const media: PostImportMedia[] = [];
  for (const path of mediaEntries(row.media)) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
      problems.push(problem('media', 'mediaUrlNotSupported', { media: path }));
      continue;
    }
    const kind = inferMediaKind(null, path);
    if (kind === 'image' || kind === 'video') media.push({ path, kind });
    else problems.push(problem('media', 'mediaKindUnknown', { media: path }));
  }
  const selection = checkMediaSelection(
    [],
    media.map((item) => ({ type: `${item.kind}/*` })),
  );
  if (!selection.ok)
    problems.push({
      column: 'media',
      code: 'mediaRule',
      messageCode: selection.code,
      message: selection.error,
      values: {},
    });

  const byNetwork = validateForNetworks({ caption, media: media.map((item) => ({ kind: item.kind })) }, [
    ...new Set([...accounts.values()].map((account) => account.platformName)),
  ]);
  for (const list of Object.values(byNetwork)) {
    for (const found of list ?? []) {
      const column =
        found.code === 'text-too-long' || found.code === 'too-many-hashtags' ? 'caption' : 'media';
      problems.push({
        column,
        code: 'network',
        messageCode: `network.${found.code}`,
        message: found.message,
        values: found.values,
      });
    }
  }

  const versions = firstCommentVersions(row.firstComment.trim(), caption, accounts, problems);

  if (problems.length > 0 || !at) return { line: row.line, problems };
  return {
    line: row.line,
    problems,
    draft: { caption, at, accountIds: [...accounts.keys()], media, versions },
  };
}

/**
 * Checks every row of an import file the same way in the browser (before anything is sent) and on the
 * server (before anything is created): caption, date 'dd/mm/aaaa' and time 'hh:mm' in the project's time
 * zone and in the future, accounts connected to the project, media paths the composer's rules and each
 * chosen network's limits accept. The media's existence in 'Meus Arquivos' is the server's check.
 */
export function checkPostImportRows(
  rows: readonly PostImportRow[],
  context: PostImportContext,
): CheckedPostImportRow[] {
  const scope: FileScope = {
    index: accountIndex(context.accounts),
    now: (context.now ?? new Date()).getTime(),
    timeZone: context.timeZone,
    instants: new Map(),
  };
  return rows.map((row) => checkRow(row, scope));
}

/** 'Linha 3: …': a row problem as the API's error details carry it. */
export function postImportProblemText(line: number, message: string): string {
  return formatIcu(importMessages.lineProblem, { line, message }, 'pt-BR');
}
