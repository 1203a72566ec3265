import { type OtpInputState, useOtpInput } from '@postify/hooks/state';
import { type ReactNode, useId } from 'react';
import { formatMessage } from '../i18n/format';
import { useMessages } from '../messages';
import { cx } from '../shared/cx';
import * as fieldStyles from '../shared/field.css';
import * as styles from './OtpInput.css';

export interface OtpInputProps {
  /** Number of boxes (6 by default, the spec's code length). */
  length?: number;
  /** Called with the whole code when the last box is filled: the auto-submit. */
  onComplete?: (code: string) => void;
  /** State from `useOtpInput` when the parent needs to read or clear the code; created here otherwise. */
  state?: OtpInputState;
  label?: ReactNode;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

/** A one-box-per-digit code input: typing moves forward, Backspace moves back, a pasted code fills every box. */
export function OtpInput({
  length,
  onComplete,
  state,
  label,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  autoFocus = false,
}: OtpInputProps) {
  const copy = useMessages().otpInput;
  const own = useOtpInput({ length, onComplete });
  const otp = state ?? own;
  const errorId = useId();
  return (
    <fieldset
      className={cx(fieldStyles.field, styles.fieldset)}
      aria-describedby={isInvalid ? errorId : undefined}
    >
      <legend className={cx(fieldStyles.label, styles.legend)}>{label ?? copy.label}</legend>
      <div className={styles.boxes}>
        {otp.digits.map((_, index) => {
          const box = otp.getBoxProps(index);
          return (
            <input
              // Boxes never reorder; the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed
              key={index}
              {...box}
              aria-label={formatMessage(copy.digit, { index: index + 1, count: otp.digits.length })}
              aria-invalid={isInvalid || undefined}
              className={styles.box}
              disabled={isDisabled}
              // biome-ignore lint/a11y/noAutofocus: the code step exists only to type this code
              autoFocus={autoFocus && index === 0}
            />
          );
        })}
      </div>
      {isInvalid && errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </fieldset>
  );
}
