import {
  type ScheduleEditorState,
  type UseScheduleEditorOptions,
  useScheduleEditor,
} from '@postify/hooks/state';
import { useCopy } from '../i18n/useCopy';
import { cx } from '../shared/cx';
import { type ScheduleEditorMessages, scheduleEditorMessages } from './messages';
import * as styles from './ScheduleEditor.css';
import { ScheduleForm } from './ScheduleForm';
import { ScheduleList } from './ScheduleList';
import type { AccountGroup, HeadingLevel } from './types';

interface SharedProps {
  /** Platforms with their connected accounts, for the 'Contas:' checkboxes. */
  platforms: readonly AccountGroup[];
  messages?: Partial<ScheduleEditorMessages>;
  /** Level of the panel's two headings, to fit the page's outline (3 by default). */
  headingLevel?: HeadingLevel;
  className?: string;
}

export interface ScheduleEditorProps extends SharedProps, UseScheduleEditorOptions {
  /** State from a parent's `useScheduleEditor` (the composer's); the editor keeps its own otherwise. */
  editor?: ScheduleEditorState;
}

function ScheduleEditorView({
  editor,
  platforms,
  messages,
  headingLevel = 3,
  className,
}: SharedProps & { editor: ScheduleEditorState }) {
  const m = useCopy('scheduleEditor', scheduleEditorMessages, messages);
  return (
    <div className={cx(styles.editor, className)}>
      <ScheduleForm editor={editor} platforms={platforms} messages={m} headingLevel={headingLevel} />
      <ScheduleList
        heading={editor.listHeading}
        items={editor.items}
        editingId={editor.editingId}
        platforms={platforms}
        onEdit={editor.startEdit}
        onDelete={editor.remove}
        messages={m}
        headingLevel={headingLevel}
      />
    </div>
  );
}

function OwnScheduleEditor({
  platforms,
  messages,
  headingLevel,
  className,
  ...options
}: Omit<ScheduleEditorProps, 'editor'>) {
  const editor = useScheduleEditor(options);
  return (
    <ScheduleEditorView
      editor={editor}
      platforms={platforms}
      messages={messages}
      headingLevel={headingLevel}
      className={className}
    />
  );
}

/**
 * The scheduling panel ('Novo Agendamento'): date, 'Horário', 'Contas:' by platform, 'Repetir' with
 * count and interval, the occurrences it will publish, and the list 'Agendamentos (n)' with edit and
 * delete. Pass `items`/`onItemsChange` to own the list, or `editor` to share a parent's state.
 */
export function ScheduleEditor({ editor, ...props }: ScheduleEditorProps) {
  if (editor) return <ScheduleEditorView editor={editor} {...props} />;
  return <OwnScheduleEditor {...props} />;
}
