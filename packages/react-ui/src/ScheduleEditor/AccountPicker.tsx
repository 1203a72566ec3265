import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from '../CheckboxGroup';
import * as styles from './ScheduleEditor.css';
import type { AccountGroup } from './types';

export interface AccountPickerProps {
  /** Platforms with their accounts; a platform without accounts is not listed. */
  platforms: readonly AccountGroup[];
  selectedIds: readonly string[];
  onChange: (accountIds: string[]) => void;
  /** The heading of the whole picker ('Contas:'). */
  label: string;
  emptyLabel: string;
  isInvalid?: boolean;
  errorMessage?: string | undefined;
}

/** Checkboxes for the accounts to publish to, grouped by platform under one heading. */
export function AccountPicker({
  platforms,
  selectedIds,
  onChange,
  label,
  emptyLabel,
  isInvalid,
  errorMessage,
}: AccountPickerProps) {
  const groups = platforms.filter((platform) => platform.socialMediaAccounts.length > 0);
  return (
    <fieldset className={styles.accounts}>
      <legend className={styles.legend}>{label}</legend>
      {groups.length === 0 ? <p className={styles.muted}>{emptyLabel}</p> : null}
      {groups.map((platform) => {
        const ids = platform.socialMediaAccounts.map((account) => account.id);
        return (
          <CheckboxGroup
            key={platform.id}
            label={platform.name}
            value={selectedIds.filter((id) => ids.includes(id))}
            onChange={(groupSelection) =>
              onChange([...selectedIds.filter((id) => !ids.includes(id)), ...groupSelection])
            }
            isInvalid={isInvalid}
          >
            {platform.socialMediaAccounts.map((account) => (
              <Checkbox key={account.id} value={account.id}>
                {account.username}
              </Checkbox>
            ))}
          </CheckboxGroup>
        );
      })}
      {isInvalid && errorMessage ? (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
