import { ANNUAL_DISCOUNT_PERCENT, CODE_LENGTH, FREE_TRIAL_DAYS } from '@postify/sdk/terms';
import { company } from '../public/company';
import { LegalPage, LegalSection } from './LegalPage';

/** /tos: the terms of service, including the 24-hour refund rule. */
export default function TermsPage() {
  return (
    <LegalPage title="Termos de Uso">
      <p>
        Estes termos regem o uso da plataforma Postify, oferecida pela {company.legalName} (CNPJ{' '}
        {company.taxId}). Ao criar uma conta ou usar o serviço, você concorda com eles.
      </p>
      <LegalSection title="1. O serviço">
        <p>
          O Postify permite conectar contas do Instagram, do Facebook, do TikTok, do LinkedIn, do Threads, do
          YouTube, do X e do Bluesky, criar posts e modelos, ver prévias por rede, publicar na hora ou
          agendar, acompanhar métricas (nas redes que as oferecem) e guardar arquivos.
        </p>
      </LegalSection>
      <LegalSection title="2. Conta e segurança">
        <p>
          Você é responsável pelas informações do cadastro e por manter a senha em sigilo. O acesso exige
          e-mail, senha e um código de {CODE_LENGTH} dígitos enviado por e-mail. Avise-nos imediatamente se
          suspeitar de uso indevido.
        </p>
      </LegalSection>
      <LegalSection title="3. Conteúdo e redes sociais">
        <p>
          O conteúdo que você publica é seu, e você garante ter os direitos sobre ele. Você também deve seguir
          as regras de cada rede social. Podemos suspender contas que publiquem conteúdo ilegal, ofensivo ou
          que viole direitos de terceiros.
        </p>
      </LegalSection>
      <LegalSection title="4. Planos, teste grátis e pagamento">
        <p>
          Os planos são cobrados por mês ou por ano (com {ANNUAL_DISCOUNT_PERCENT}% de desconto no anual), em
          reais. Cada plano começa com {FREE_TRIAL_DAYS} dias grátis; sem cancelamento durante o teste, a
          cobrança começa ao fim dele. A assinatura renova automaticamente até ser cancelada no Portal de
          Cobrança.
        </p>
      </LegalSection>
      <LegalSection title="5. Reembolso">
        <p>
          Você tem direito a reembolso integral se o pedir em até 24 horas após a compra, pelo e-mail{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a>. Depois desse prazo, o cancelamento
          interrompe as próximas cobranças e o acesso continua até o fim do período já pago.
        </p>
      </LegalSection>
      <LegalSection title="6. Disponibilidade e limites">
        <p>
          Trabalhamos para manter o serviço disponível, mas publicações dependem das redes sociais, que podem
          recusar, atrasar ou alterar suas interfaces. Não respondemos por falhas causadas por terceiros nem
          por lucros cessantes.
        </p>
      </LegalSection>
      <LegalSection title="7. Encerramento">
        <p>
          Você pode encerrar a conta a qualquer momento. Podemos encerrá-la em caso de violação destes termos,
          com aviso prévio sempre que possível.
        </p>
      </LegalSection>
      <LegalSection title="8. Lei aplicável">
        <p>
          Estes termos seguem as leis do Brasil. Fica eleito o foro da comarca de São Paulo/SP, ressalvado o
          direito do consumidor de usar o foro do seu domicílio.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
