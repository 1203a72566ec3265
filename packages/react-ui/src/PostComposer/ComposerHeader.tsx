import { Badge } from '../Badge';
import { formatMessage } from '../i18n/format';
import type { PostComposerMessages } from './messages';
import * as styles from './PostComposer.css';

/** 'Novo Template' with the 'Rascunho' badge and the template's random three-digit number. */
export function ComposerHeader({
  titleId,
  status,
  templateNumber,
  messages,
}: {
  titleId: string;
  status: string;
  templateNumber: number;
  messages: PostComposerMessages;
}) {
  return (
    <header className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {messages.title}
      </h2>
      <Badge tone="warning">{status}</Badge>
      <span className={styles.muted}>
        {formatMessage(messages.templateNumber, { number: templateNumber })}
      </span>
    </header>
  );
}
