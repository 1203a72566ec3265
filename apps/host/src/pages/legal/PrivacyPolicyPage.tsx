import { company } from '../public/company';
import { LegalPage, LegalSection } from './LegalPage';

/** /privacy-policy: how Postify handles personal data (LGPD). */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Política de Privacidade">
      <p>
        Esta política explica como a {company.legalName} ("Postify", CNPJ {company.taxId}) coleta, usa, guarda
        e protege os dados pessoais de quem visita o site e de quem usa a plataforma, em conformidade com a
        Lei Geral de Proteção de Dados (Lei nº 13.709/2018 — LGPD).
      </p>
      <LegalSection title="1. Dados que coletamos">
        <ul>
          <li>Cadastro: nome, e-mail, telefone e senha (guardada apenas como hash criptográfico).</li>
          <li>Lista de espera e contato: nome, e-mail, como conheceu a plataforma e a mensagem enviada.</li>
          <li>
            Redes sociais conectadas: identificador, nome de usuário e foto de perfil das contas que você
            autoriza, os tokens de acesso concedidos pela rede e as métricas públicas da conta.
          </li>
          <li>Conteúdo: legendas, descrições, arquivos de mídia, pastas e agendamentos que você cria.</li>
          <li>
            Uso: páginas visitadas, tempo na página e profundidade de rolagem, sem identificar você
            pessoalmente.
          </li>
          <li>
            Pagamento: plano, período e situação da assinatura. Os dados do cartão ficam com o processador de
            pagamentos.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="2. Para que usamos os dados">
        <ul>
          <li>Criar e proteger a sua conta, inclusive com o código de verificação enviado por e-mail.</li>
          <li>Publicar e agendar posts nas redes que você conectou, exatamente como você configurou.</li>
          <li>Mostrar métricas, calendário, armazenamento e sugestões de legenda com IA.</li>
          <li>Cobrar a assinatura, emitir recibos e atender pedidos de suporte.</li>
          <li>Melhorar o produto com estatísticas agregadas de uso.</li>
        </ul>
        <p>
          As bases legais são a execução do contrato, o cumprimento de obrigação legal, o legítimo interesse
          (segurança e melhoria do serviço) e o seu consentimento, quando solicitado.
        </p>
      </LegalSection>
      <LegalSection title="3. Compartilhamento">
        <p>
          Não vendemos dados pessoais. Compartilhamos apenas o necessário com as redes sociais que você
          conecta, com provedores de infraestrutura, e-mail e pagamento que atuam em nosso nome, e com
          autoridades quando exigido por lei.
        </p>
      </LegalSection>
      <LegalSection title="4. Cookies e métricas de uso">
        <p>
          Usamos um cookie essencial para manter a sua sessão por até 7 dias. Métricas de uso respeitam o
          sinal "Do Not Track" e o Global Privacy Control do navegador: com eles ativos, nada é registrado.
        </p>
      </LegalSection>
      <LegalSection title="5. Guarda e segurança">
        <p>
          Os dados ficam guardados enquanto a conta estiver ativa e pelo prazo exigido por lei depois disso.
          Usamos conexões criptografadas, senhas com hash, tokens de acesso de curta duração e controle de
          acesso por projeto.
        </p>
      </LegalSection>
      <LegalSection title="6. Seus direitos">
        <p>
          Você pode pedir confirmação, acesso, correção, portabilidade, anonimização ou exclusão dos seus
          dados, revogar consentimentos e desconectar redes sociais a qualquer momento em Configurações.
          Escreva para <a href={`mailto:${company.email}`}>{company.email}</a>; respondemos em até 15 dias.
        </p>
      </LegalSection>
      <LegalSection title="7. Alterações">
        <p>
          Avisaremos por e-mail ou na plataforma sobre mudanças relevantes nesta política. A data no topo
          indica a última atualização.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
