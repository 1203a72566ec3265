import type { ScheduleItem } from '@postify/sdk/schemas';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { formatMessage } from '../i18n/format';
import type { ScheduleEditorMessages } from './messages';
import * as styles from './ScheduleEditor.css';
import type { AccountGroup, HeadingLevel } from './types';

/** 'DD/MM/YYYY HH:mm' of an item as it was typed, in the project's time zone like the form. */
function when(item: ScheduleItem): string {
  const [year, month, day] = item.date.split('-');
  return `${day}/${month}/${year} ${item.time}`;
}

/** The list 'Agendamentos (n)' with edit and delete per item and 'Editando' on the edited one. */
export function ScheduleList({
  heading,
  items,
  editingId,
  platforms,
  onEdit,
  onDelete,
  messages,
  headingLevel,
}: {
  heading: string;
  items: readonly ScheduleItem[];
  editingId: string | null;
  platforms: readonly AccountGroup[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  messages: ScheduleEditorMessages;
  headingLevel: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  const names = new Map(
    platforms.flatMap((p) => p.socialMediaAccounts.map((a) => [a.id, `${a.username} (${p.name})`] as const)),
  );
  return (
    <section className={styles.list} aria-label={heading}>
      <Heading className={styles.listHeading}>{heading}</Heading>
      {items.length === 0 ? <p className={styles.muted}>{messages.empty}</p> : null}
      <ul className={styles.items}>
        {items.map((item) => {
          const label = when(item);
          const editing = item.id === editingId;
          return (
            <li key={item.id} className={styles.item} data-editing={editing || undefined}>
              <div className={styles.itemText}>
                <span className={styles.itemWhen}>
                  {label} {editing ? <Badge tone="primary">{messages.editing}</Badge> : null}
                </span>
                <span className={styles.muted}>
                  {item.socialMediaAccountIds.map((id) => names.get(id) ?? id).join(', ')}
                </span>
                {item.repeatNumber > 0 ? (
                  <span className={styles.muted}>
                    {formatMessage(messages.repeats, { count: item.repeatNumber, days: item.repeatType })}
                  </span>
                ) : null}
              </div>
              <div className={styles.itemActions}>
                <ItemAction
                  text={messages.edit}
                  label={formatMessage(messages.editLabel, { when: label })}
                  onPress={() => onEdit(item.id)}
                />
                <ItemAction
                  text={messages.delete}
                  label={formatMessage(messages.deleteLabel, { when: label })}
                  onPress={() => onDelete(item.id)}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** 'Editar' or 'Excluir' on an item; its label names the item ('Editar agendamento de {when}'). */
function ItemAction({ text, label, onPress }: { text: string; label: string; onPress: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onPress={onPress}>
      {text}
    </Button>
  );
}
