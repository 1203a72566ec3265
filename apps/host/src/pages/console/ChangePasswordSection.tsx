import { useChangePassword } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { PasswordField } from '@postify/react-ui/PasswordField';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { useFormFields } from '../../forms/useFormFields';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';

/**
 * 'Alterar senha' on /settings: the current password, then the new one with its checklist. The server
 * keeps this session and signs every other device out.
 */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const { submitWith, field, reset } = useFormFields(
    { currentPassword: '', password: '', confirmPassword: '' },
    change.error,
  );
  const submit = submitWith(
    (schemas) => schemas.changePasswordSchema,
    ({ currentPassword, password }) => change.mutate({ currentPassword, password }, { onSuccess: reset }),
  );
  return (
    <section aria-labelledby="change-password-heading">
      <form className={page.stack} onSubmit={submit} noValidate>
        <h2 id="change-password-heading" className={styles.sectionTitle}>
          Alterar senha
        </h2>
        <PasswordField label="Senha atual" autoComplete="current-password" {...field('currentPassword')} />
        <NewPasswordFields field={field} replacing />
        {change.errorMessage ? <Banner tone="danger">{change.errorMessage}</Banner> : null}
        {change.isSuccess ? <Banner tone="success">Senha alterada com sucesso!</Banner> : null}
        <Button type="submit" isLoading={change.isPending}>
          Alterar senha
        </Button>
      </form>
    </section>
  );
}
