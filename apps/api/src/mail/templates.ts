import { escapeHtml } from '../http/html.js';
import type { MailMessage } from './mailer.js';

function render(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])].join('\n\n');
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '',
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}

/** The sign-in code e-mail. */
export const loginCodeMail = (to: string, code: string) =>
  render(to, 'Seu código de acesso Postify', [
    `Seu código de acesso é ${code}.`,
    'Ele vale por 10 minutos e só pode ser usado uma vez. Se não foi você, ignore este email.',
  ]);

/** The password-reset e-mail: a code and the reset link. */
export const resetMail = (to: string, code: string, href: string) =>
  render(
    to,
    'Redefinição de senha Postify',
    [
      `Seu código para redefinir a senha é ${code}.`,
      'Ele vale por 10 minutos. Se não foi você, ignore este email.',
    ],
    { href, label: 'Redefinir senha' },
  );

/** The onboarding e-mail sent after a sandbox checkout. */
export const onboardingMail = (to: string, code: string, href: string, planName: string) =>
  render(
    to,
    'Bem-vindo ao Postify — conclua seu cadastro',
    [
      `Sua assinatura do plano ${planName} começou com 7 dias grátis.`,
      `Seu código de verificação é ${code}. Ele vale por 10 minutos.`,
      'Conclua seu cadastro pelo link abaixo.',
    ],
    { href, label: 'Concluir cadastro' },
  );

/** A checkout asked for an e-mail that already subscribes: the owner is sent to sign in, nothing starts. */
export const alreadySubscribedMail = (to: string, signInHref: string) =>
  render(
    to,
    'Você já tem uma assinatura Postify',
    [
      'Recebemos um pedido de assinatura para este email, que já tem uma assinatura ativa do Postify.',
      'Para ver ou mudar sua assinatura, entre na sua conta e abra a tela Cobrança.',
      'Se não foi você, ignore este email: nada foi alterado.',
    ],
    { href: signInHref, label: 'Entrar no Postify' },
  );

/** A new verification code during onboarding. */
export const verifyCodeMail = (to: string, code: string) =>
  render(to, 'Seu código de verificação Postify', [
    `Seu código de verificação é ${code}. Ele vale por 10 minutos.`,
  ]);

/** A project invitation. */
export const inviteMail = (to: string, projectName: string, inviterName: string, href: string) =>
  render(
    to,
    `Convite para o projeto ${projectName} no Postify`,
    [
      `${inviterName} convidou você para o projeto ${projectName}.`,
      'Entre ou crie sua conta com este email para aceitar.',
    ],
    { href, label: 'Entrar no Postify' },
  );

/** A contact-form message, to the team mailbox. */
export const contactMail = (to: string, name: string, email: string, message: string) =>
  render(to, `Contato pelo site: ${name}`, [`De: ${name} <${email}>`, message]);

/** A webhook endpoint disabled after repeated failures, to the project's owner. */
export const webhookDisabledMail = (
  to: string,
  projectName: string,
  endpointUrl: string,
  failures: number,
  href: string,
) =>
  render(
    to,
    `Webhook desativado no projeto ${projectName}`,
    [
      `O endpoint ${endpointUrl} do projeto ${projectName} foi desativado após ${failures} entregas seguidas com falha.`,
      'Enquanto ele estiver desativado, os novos eventos não são enviados a ele.',
      'Depois de corrigir o endpoint, reative-o em Configurações › Webhooks e use Reenviar nas entregas que falharam.',
    ],
    { href, label: 'Abrir Configurações' },
  );

/** A decision on a post the recipient wrote: approved (now scheduled) or changes asked, with the comment. */
export const reviewDecisionMail = (
  to: string,
  input: {
    projectName: string;
    caption: string;
    decidedBy: string;
    decision: 'APPROVED' | 'CHANGES_REQUESTED';
    comment: string | null;
    href: string;
  },
) => {
  const excerpt = input.caption.length > 80 ? `${input.caption.slice(0, 79)}…` : input.caption;
  const approved = input.decision === 'APPROVED';
  return render(
    to,
    approved
      ? `Post aprovado no projeto ${input.projectName}`
      : `Alterações solicitadas no projeto ${input.projectName}`,
    [
      approved
        ? `${input.decidedBy} aprovou seu post "${excerpt}". Ele foi agendado e será publicado no horário marcado.`
        : `${input.decidedBy} solicitou alterações no seu post "${excerpt}". Ele continua em revisão até você editá-lo.`,
      ...(input.comment ? [`Comentário: ${input.comment}`] : []),
    ],
    { href: input.href, label: 'Abrir no Postify' },
  );
};
