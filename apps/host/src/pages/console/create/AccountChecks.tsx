import { Checkbox } from '@postify/react-ui/Checkbox';
import type { Schemas } from '@postify/sdk';
import * as styles from '../console.css';

type Platform = Schemas['Platform'];

/** The linked accounts grouped by platform, a checkbox each ('Contas:'). */
export function AccountChecks({
  platforms,
  selected,
  onToggle,
  legend = 'Contas:',
}: {
  platforms: readonly Platform[];
  selected: readonly string[];
  onToggle: (accountId: string) => void;
  legend?: string;
}) {
  const withAccounts = platforms.filter((platform) => platform.socialMediaAccounts.length > 0);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {withAccounts.length === 0 ? <p className={styles.statLabel}>Nenhuma conta conectada.</p> : null}
      {withAccounts.map((platform) => (
        <div key={platform.id} className={styles.list}>
          <strong>{platform.name}</strong>
          {platform.socialMediaAccounts.map((account) => (
            <Checkbox
              key={account.id}
              isSelected={selected.includes(account.id)}
              onChange={() => onToggle(account.id)}
            >
              {account.username}
            </Checkbox>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
