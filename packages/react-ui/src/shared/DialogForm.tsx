import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as modalStyles from './modal.css';

/** Props of {@link DialogForm}. */
export interface DialogFormProps {
  /** Runs on submit (the browser's own submit is prevented); the form's fields hold their own state. */
  onSubmit: () => void | Promise<void>;
  onCancel: () => void;
  /**
   * While the submit runs: 'Cancelar' disabled, the submit button showing `loadingLabel`, and another submit
   * ignored. The fields should be read-only meanwhile rather than disabled: a disabled field drops the
   * keyboard's focus to the page, and a failure would leave the user nowhere to correct it from.
   */
  isBusy: boolean;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  loadingLabel?: ReactNode;
  /** The footer's layout, where the two buttons sit; the dialogs' usual footer when absent. */
  footerClassName?: string;
  children: ReactNode;
}

/** The body of a dialog that asks for one thing: its fields, then 'Cancelar' and the submit button. */
export function DialogForm({
  onSubmit,
  onCancel,
  isBusy,
  cancelLabel,
  submitLabel,
  loadingLabel,
  footerClassName = modalStyles.footer,
  children,
}: DialogFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isBusy) void onSubmit();
  };
  return (
    <Form className={modalStyles.form} onSubmit={submit} validationBehavior="aria">
      {children}
      <div className={footerClassName}>
        <Button variant="secondary" isDisabled={isBusy} onPress={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" isLoading={isBusy} loadingLabel={loadingLabel}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The dialog's busy state and the way to enter it: `track(save())` keeps the form busy until the save
 * settles, and hands its outcome on.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const track = <T,>(work: Promise<T>): Promise<T> => {
    setBusy(true);
    return work.finally(() => setBusy(false));
  };
  return [busy, track] as const;
}
