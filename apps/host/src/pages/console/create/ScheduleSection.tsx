import type { ScheduleEditorState } from '@postify/hooks';
import { Badge } from '@postify/react-ui/Badge';
import { Button } from '@postify/react-ui/Button';
import { NumberField } from '@postify/react-ui/NumberField';
import { Switch } from '@postify/react-ui/Switch';
import { TextField } from '@postify/react-ui/TextField';
import { TimeSelect } from '@postify/react-ui/TimeSelect';
import type { Schemas } from '@postify/sdk';
import * as page from '../../../layout/layout.css';
import * as styles from '../console.css';

type Platform = Schemas['Platform'];

import { AccountChecks } from './AccountChecks';

/**
 * The scheduling panel over the pure `useScheduleEditor` state. TEMPORARY composition until
 * @postify/react-ui ships ScheduleEditor in a commit.
 */
export function ScheduleSection({
  editor,
  platforms,
}: {
  editor: ScheduleEditorState;
  platforms: readonly Platform[];
}) {
  const form = editor.form;
  return (
    <section className={styles.fieldset} aria-labelledby="agendamento">
      <h2 id="agendamento" className={styles.dayTitle}>
        {editor.heading}
      </h2>
      <TextField
        label="Data"
        type="date"
        value={form.date}
        onChange={editor.setDate}
        isInvalid={Boolean(editor.errors.date)}
        errorMessage={editor.errors.date}
      />
      <TimeSelect
        label="Horário"
        placeholder="Horário"
        choices={editor.timeChoices}
        value={form.time || null}
        onChange={editor.setTime}
      />
      <AccountChecks
        platforms={platforms}
        selected={form.socialMediaAccountIds}
        onToggle={editor.toggleAccount}
      />
      <Switch isSelected={form.repeat} onChange={editor.setRepeat}>
        Repetir
      </Switch>
      {form.repeat ? (
        <div className={page.row}>
          <NumberField
            label="Repetições"
            minValue={1}
            value={form.repeatNumber}
            onChange={editor.setRepeatNumber}
          />
          <NumberField
            label="Intervalo (dias)"
            minValue={1}
            value={form.repeatType}
            onChange={editor.setRepeatType}
          />
        </div>
      ) : null}
      <div className={page.row}>
        <Button isDisabled={!editor.canSubmit} onPress={() => editor.submit()}>
          {editor.submitLabel}
        </Button>
        {editor.mode === 'edit' ? (
          <Button variant="ghost" onPress={editor.cancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
      <h3 className={styles.dayTitle}>{editor.listHeading}</h3>
      <ul className={styles.list}>
        {editor.items.map((item) => (
          <li key={item.id} className={styles.listRow}>
            <span className={styles.grow}>
              {item.date} {item.time} · {item.socialMediaAccountIds.length} conta(s)
              {item.repeatNumber > 0
                ? ` · repete ${item.repeatNumber}x a cada ${item.repeatType} dia(s)`
                : ''}
            </span>
            {editor.editingId === item.id ? <Badge tone="primary">Editando</Badge> : null}
            <Button variant="ghost" size="sm" onPress={() => editor.startEdit(item.id)}>
              Editar
            </Button>
            <Button variant="ghost" size="sm" onPress={() => editor.remove(item.id)}>
              Excluir
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
