import { Banner } from '../Banner';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { CopyButton } from './CopyButton';
import * as styles from './SecretShownOnce.css';

/** The texts of {@link SecretShownOnce}, from the panel that made the secret. */
export interface SecretShownOnceTexts {
  title: string;
  hint: string;
  label: string;
  copy: string;
  copied: string;
  done: string;
}

/**
 * A secret the API shows once (an API key, a webhook's signing secret): read-only, with 'Copiar' beside it
 * and, when the panel can dismiss it, the button that does.
 */
export function SecretShownOnce({
  secret,
  copy,
  onDone,
  texts,
}: {
  secret: string;
  copy: (text: string) => Promise<void>;
  onDone?: (() => void) | undefined;
  texts: SecretShownOnceTexts;
}) {
  return (
    <Banner tone="success" title={texts.title}>
      <div className={styles.body}>
        <p className={styles.hint}>{texts.hint}</p>
        <div className={styles.row}>
          <div className={styles.field}>
            <TextField label={texts.label} value={secret} isReadOnly />
          </div>
          <CopyButton text={secret} copy={copy} label={texts.copy} copiedLabel={texts.copied} />
          {onDone ? (
            <Button variant="ghost" onPress={onDone}>
              {texts.done}
            </Button>
          ) : null}
        </div>
      </div>
    </Banner>
  );
}
