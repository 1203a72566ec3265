import { useSignUp } from '@postify/hooks';
import { TextField } from '@postify/react-ui/TextField';
import { Link, useNavigate } from 'react-router';
import { FormSubmit } from '../../forms/FormSubmit';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { useFormFields } from '../../forms/useFormFields';
import * as styles from '../../layout/layout.css';

/** /signup: full name, e-mail, phone, password with the live strength checklist and its confirmation. */
export default function SignUpPage() {
  const navigate = useNavigate();
  const register = useSignUp({ onSuccess: () => navigate('/signin') });
  const { submitWith, field } = useFormFields(
    { name: '', email: '', phone: '', password: '', confirmPassword: '' },
    register.error,
  );

  const submit = submitWith(
    (schemas) => schemas.signUpSchema,
    (account) => register.mutate(account),
  );

  return (
    <main className={styles.narrow}>
      <h1 className={styles.heading}>Criar conta</h1>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <TextField label="Nome completo" autoComplete="name" {...field('name')} />
        <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Telefone" type="tel" autoComplete="tel" {...field('phone')} />
        <NewPasswordFields field={field} />
        <FormSubmit errorMessage={register.errorMessage} isPending={register.isPending}>
          Criar conta
        </FormSubmit>
      </form>
      <p className={styles.muted}>
        Já tem uma conta?{' '}
        <Link className={styles.link} to="/signin">
          Entrar
        </Link>
      </p>
    </main>
  );
}
