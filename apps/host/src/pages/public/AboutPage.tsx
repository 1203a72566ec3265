import { useSendContact } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { TextArea } from '@postify/react-ui/TextArea';
import { TextField } from '@postify/react-ui/TextField';
import { useState } from 'react';
import { useFormFields } from '../../forms/useFormFields';
import * as page from '../../layout/layout.css';
import * as styles from '../../layout/public.css';
import { company } from './company';

/** /about: who we are, how to reach us, and a contact form. */
export default function AboutPage() {
  const send = useSendContact();
  const form = useFormFields({ name: '', email: '', message: '' });
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  const submit = form.submitWith(
    (schemas) => schemas.contactSchema,
    (contact) => {
      // The spec shows success at once and does not wait for the answer; a failure replaces it when it comes.
      setOutcome('sent');
      form.reset();
      send.mutate(contact, { onError: () => setOutcome('failed') });
    },
  );

  return (
    <main>
      <section className={styles.prose}>
        <h1 className={page.heading}>Sobre o Postify</h1>
        <p>
          O Postify nasceu para quem vive de conteúdo: criadores, empresas e agências que publicam em várias
          redes sociais e não querem passar o dia alternando entre aplicativos. Em um só lugar você conecta
          suas contas do Instagram, do Facebook e do TikTok, escreve o post uma vez, confere a prévia de cada
          rede e publica na hora ou agenda para depois.
        </p>
        <p>
          Acreditamos que boas ferramentas são simples. Por isso reunimos o calendário de publicações, as
          métricas das contas e sugestões de legenda com inteligência artificial em uma interface direta,
          feita no Brasil e em português.
        </p>
        <h2 className={styles.panelTitle}>Contato</h2>
        <p>
          {company.legalName} · CNPJ {company.taxId}
        </p>
        <p>
          E-mail:{' '}
          <a className={page.link} href={`mailto:${company.email}`}>
            {company.email}
          </a>
          <br />
          Telefone:{' '}
          <a className={page.link} href={company.phoneHref}>
            {company.phone}
          </a>
        </p>
        <h2 className={styles.panelTitle}>Fale conosco</h2>
        <form className={page.stack} onSubmit={submit} noValidate>
          <TextField label="Nome" autoComplete="name" isRequired {...form.field('name')} />
          <TextField label="E-mail" type="email" autoComplete="email" isRequired {...form.field('email')} />
          <TextArea label="Mensagem" rows={4} isRequired {...form.field('message')} />
          {outcome === 'sent' ? <Banner tone="success">Mensagem enviada com sucesso!</Banner> : null}
          {outcome === 'failed' && send.errorMessage ? (
            <Banner tone="danger">{send.errorMessage}</Banner>
          ) : null}
          <Button type="submit">Enviar mensagem</Button>
        </form>
      </section>
    </main>
  );
}
