import { usePostifyI18n } from '@postify/hooks/state';
import { providedText } from '../i18n/useCopy';
import { useMessages } from '../messages';
import { Icon } from '../shared/Icon';
import * as styles from './PasswordField.css';

/** One line of the strength checklist, e.g. from `passwordStrength()` in `@postify/sdk/schemas`. */
export interface PasswordCriterion {
  label: string;
  /**
   * The label's catalogue code (`passwordStrength()` gives it): the provider's override or English of that
   * code is shown instead of `label`.
   */
  code?: string;
  met: boolean;
}

export const strengthTones = ['danger', 'warning', 'success'] as const;
export type StrengthTone = (typeof strengthTones)[number];

export interface PasswordChecklistProps {
  criteria: readonly PasswordCriterion[];
  /** The strength label to show, e.g. 'Muito fraca', 'Fraca' or 'Forte'. */
  level?: string;
  /** Colour of the level; by default red under half the criteria, amber until all are met, then green. */
  tone?: StrengthTone;
  id?: string;
}

function defaultTone(met: number, total: number): StrengthTone {
  if (total > 0 && met === total) return 'success';
  return met * 2 >= total ? 'warning' : 'danger';
}

/** A live checklist of password rules with the resulting strength level. */
export function PasswordChecklist({ criteria, level, tone, id }: PasswordChecklistProps) {
  const copy = useMessages().passwordField;
  // The label is the catalogue's pt-BR text already: only the provider's own texts are looked up, so the
  // sign-up and reset forms do not download the catalogue's tables and its ICU formatter for five labels.
  const i18n = usePostifyI18n();
  const labelOf = ({ code, label }: PasswordCriterion) =>
    (code ? providedText(i18n, code) : undefined) ?? label;
  const met = criteria.filter((criterion) => criterion.met).length;
  const activeTone = tone ?? defaultTone(met, criteria.length);
  return (
    <div className={styles.strength} id={id}>
      <div className={styles.meter} aria-hidden="true">
        {criteria.map((criterion, index) => (
          <span
            key={criterion.label}
            className={styles.segment({ tone: index < met ? activeTone : 'off' })}
          />
        ))}
      </div>
      {level ? (
        <p className={styles.level({ tone: activeTone })} aria-live="polite">
          {copy.strength}: {level}
        </p>
      ) : null}
      <ul className={styles.checklist}>
        {criteria.map((criterion) => (
          <li key={criterion.label} className={styles.criterion({ met: criterion.met })}>
            <Icon name={criterion.met ? 'check' : 'minus'} size={14} />
            {labelOf(criterion)}
            <span className={styles.hidden}>({criterion.met ? copy.met : copy.unmet})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
