import { folderNameSchema, renameSchema } from '@postify/sdk/schemas';
import { sdkRules } from '../http/rules.js';

const folderName = sdkRules(folderNameSchema);
const newName = sdkRules(renameSchema);

/** `createFolder`: the shared folder-name rule and its pt-BR message. */
export const createFolderRules = (body: unknown) => folderName(body);

/** The rename calls: the shared rename rule, read from the snake_case `new_name`. */
export function renameRules(body: unknown) {
  const value = (body as { new_name?: unknown } | null)?.new_name;
  return newName({ newName: value }).map((violation) => ({
    ...violation,
    field: violation.field === 'newName' ? 'new_name' : violation.field,
  }));
}
