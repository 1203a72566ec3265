import { useJoinWaitingList } from '@postify/hooks';
import { Button } from '@postify/react-ui/Button';
import { TextArea } from '@postify/react-ui/TextArea';
import { TextField } from '@postify/react-ui/TextField';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAnalytics } from '../../app/ConsoleProviders';
import { useFormFields } from '../../forms/useFormFields';
import * as page from '../../layout/layout.css';
import * as styles from '../../layout/public.css';

/** /waiting: the waiting-list form; then the thanks, with the position unless the e-mail was already listed. */
export default function WaitingPage() {
  const analytics = useAnalytics();
  const form = useFormFields({ name: '', email: '', howDiscovered: '' });
  // Any failure counts as an e-mail already listed: the hook resolves with null (thanks without position).
  const join = useJoinWaitingList();

  useEffect(() => analytics?.track({ name: 'waiting_list_step', step: 'opened' }), [analytics]);

  const submit = form.submitWith(
    (schemas) => schemas.waitingListSchema,
    (entry) => {
      analytics?.track({ name: 'waiting_list_step', step: 'submitted' });
      join.mutate(entry, {
        onSuccess: (listed) =>
          analytics?.track({ name: 'waiting_list_step', step: listed ? 'succeeded' : 'duplicate' }),
      });
    },
  );

  if (join.isSuccess) {
    const entry = join.data;
    return (
      <main className={page.narrow}>
        <h1 className={page.heading}>Obrigado por entrar na lista de espera!</h1>
        {entry ? (
          <>
            <p className={styles.lead}>
              Você é o número <strong>#{entry.id}</strong> da lista.
            </p>
            <dl className={page.stack}>
              <div>
                <dt className={styles.muted}>Nome</dt>
                <dd>{entry.name}</dd>
              </div>
              <div>
                <dt className={styles.muted}>E-mail</dt>
                <dd>{entry.email}</dd>
              </div>
              <div>
                <dt className={styles.muted}>Como conheceu</dt>
                <dd>{entry.howDiscovered}</dd>
              </div>
            </dl>
          </>
        ) : (
          <p className={styles.lead}>Avisaremos você por e-mail assim que a plataforma estiver disponível.</p>
        )}
        <Link className={styles.cta} to="/">
          Voltar para o início
        </Link>
      </main>
    );
  }

  return (
    <main className={page.narrow}>
      <h1 className={page.heading}>Lista de espera</h1>
      <p className={styles.muted}>Seja um dos primeiros a usar o Postify. Leva menos de um minuto.</p>
      <form className={page.stack} onSubmit={submit} noValidate>
        <TextField label="Nome" autoComplete="name" {...form.field('name')} />
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <TextArea label="Como você conheceu o Postify?" rows={3} {...form.field('howDiscovered')} />
        <Button type="submit" fullWidth isLoading={join.isPending}>
          Entrar na lista de espera
        </Button>
      </form>
      <Link className={page.link} to="/">
        Voltar para o início
      </Link>
    </main>
  );
}
