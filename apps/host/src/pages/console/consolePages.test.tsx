import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { consoleScreens } from '../../app/consoleScreens';
import {
  answerConsoleBasics,
  demoSession,
  instagramAccount,
  page,
  post,
  projects,
} from '../../test/consoleApi';
import { type FakeApi, startFakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

// Transforming the console's chunks takes seconds on a busy machine: done once, before the first test.
beforeAll(async () => {
  await Promise.all([
    import('../../layout/ConsoleLayout'),
    ...Object.values(consoleScreens).map((load) => load()),
  ]);
}, 120_000);

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  answerConsoleBasics(api);
});
afterEach(() => api.close());

/** happy-dom lays nothing out: every element measures `size`, so the virtualised grid renders its rows. */
function layOut(size: { width: number; height: number }) {
  const { prototype } = HTMLElement;
  const saved = ['offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(prototype, name)] as const,
  );
  Object.defineProperty(prototype, 'offsetWidth', { configurable: true, get: () => size.width });
  Object.defineProperty(prototype, 'clientWidth', { configurable: true, get: () => size.width });
  Object.defineProperty(prototype, 'offsetHeight', { configurable: true, get: () => size.height });
  Object.defineProperty(prototype, 'clientHeight', { configurable: true, get: () => size.height });
  onTestFinished(() => {
    for (const [name, descriptor] of saved)
      if (descriptor) Object.defineProperty(prototype, name, descriptor);
      else delete (prototype as unknown as Record<string, unknown>)[name];
  });
}

/** happy-dom lays nothing out: gives `element` the scroll metrics of a user's scroll, then scrolls it. */
function scrollTo(
  element: HTMLElement,
  metrics: { scrollTop: number; clientHeight: number; scrollHeight: number },
) {
  for (const [name, value] of Object.entries(metrics))
    Object.defineProperty(element, name, { configurable: true, value });
  fireEvent.scroll(element);
}

const signedIn = (path: string) => renderApp(path, { baseUrl: api.baseUrl, session: demoSession });

describe('console layout', () => {
  it('makes the default project current, stores it and sends it with every screen call', async () => {
    const { client } = signedIn('/dashboard');
    await waitFor(() => expect(client.projectIdStore?.get()).toBe('p2'));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/posts')).toBe(true));
    const screenCalls = api.calls.filter((call) => !call.path.startsWith('/projects'));
    expect(screenCalls.every((call) => call.headers['x-project-id'] === 'p2')).toBe(true);
  });
});

describe('project actions in the header', () => {
  it('invites someone to the current project as EDITOR, and offers an ADMIN no deletion', async () => {
    const user = userEvent.setup();
    api.on('POST /projects/p2/invites', (call) => ({
      status: 201,
      data: {
        id: 'i1',
        email: (call.body as { email: string }).email,
        role: 'EDITOR',
        status: 'PENDING',
        invitedBy: { id: 'u1', name: 'Maria' },
        createdAt: '2026-01-01T00:00:00Z',
        expiresAt: '2026-01-15T00:00:00Z',
      },
    }));
    signedIn('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Ações do projeto' }));
    expect(screen.queryByRole('menuitem', { name: 'Excluir projeto' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Convidar membros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar membros' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'nova@exemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/projects/p2/invites')?.body).toEqual({
        email: 'nova@exemplo.com.br',
        role: 'EDITOR',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Convidar membros' })).toBeNull());
  });
});

describe('/dashboard', () => {
  it('shows the empty latest-posts state leading to /posts/create', async () => {
    signedIn('/dashboard');
    expect(await screen.findByText('Nenhum post ainda')).toBeTruthy();
    expect(screen.getByText('Crie seu primeiro post para começar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Criar Post' }).getAttribute('href')).toBe('/posts/create');
    expect(screen.getByRole('link', { name: 'Ver todos' }).getAttribute('href')).toBe('/posts');
    const latest = api.calls.find((call) => call.path === '/posts');
    expect(latest?.query).toEqual({ page: '0', size: '5', sort: 'createdAt', direction: 'desc' });
  });

  it('chooses the first Instagram account itself, lets only Instagram be selected and abbreviates its metrics', async () => {
    const user = userEvent.setup();
    api.on('GET /metrics', () => ({
      data: {
        accountId: instagramAccount.id,
        username: 'lojadamaria',
        name: 'Loja da Maria',
        profile_picture_url: null,
        followers_count: 12_345,
        follows_count: 321,
        media_count: 1_500_000,
        biography: 'Moda praia',
        fetchedAt: '2026-11-22T14:06:00.000Z',
      },
    }));
    signedIn('/dashboard');
    const tiktok = await screen.findByRole('checkbox', { name: /maria\.tt \(TikTok\)/ });
    expect((tiktok as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Não disponível')).toBeTruthy();
    const instagram = screen.getByRole('checkbox', { name: /lojadamaria \(Instagram\)/ }) as HTMLInputElement;
    await waitFor(() => expect(instagram.checked).toBe(true));
    const metrics = await screen.findByRole('article', { name: 'Métricas de @lojadamaria' });
    expect(within(metrics).getByText('12,3K')).toBeTruthy();
    expect(within(metrics).getByText('1,5M')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/metrics')?.query).toEqual({
      accountID: instagramAccount.id,
    });
    // Unticking is a choice too: the metrics go away.
    await user.click(instagram);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Métricas de @lojadamaria' })).toBeNull(),
    );
  });

  it('shows the onboarding progress; an incomplete step leads where it says, through the router', async () => {
    const user = userEvent.setup();
    const { location } = signedIn('/dashboard');
    expect(
      (await screen.findByRole('progressbar', { name: 'Progresso do onboarding' })).textContent,
    ).toContain('1/4');
    await user.click(screen.getByRole('button', { name: /Criar post/ }));
    await user.click(screen.getByRole('link', { name: 'COMEÇAR' }));
    await waitFor(() => expect(location.pathname).toBe('/posts/create'));
    expect(await screen.findByRole('heading', { name: 'Novo Template' })).toBeTruthy();
  });

  it('has the floating plus button to the composer', async () => {
    signedIn('/dashboard');
    expect((await screen.findByRole('link', { name: 'Criar post' })).getAttribute('href')).toBe(
      '/posts/create',
    );
  });
});

describe('/posts', () => {
  it('says so in a red banner when the posts cannot be fetched', async () => {
    api.on('GET /posts', () => ({ status: 500, error: { code: 'INTERNAL', message: 'falhou' } }));
    signedIn('/posts');
    expect(await screen.findByText('Erro ao buscar posts')).toBeTruthy();
  });

  it('shows the empty state and the floating link to the composer', async () => {
    signedIn('/posts');
    expect(await screen.findByText('Nenhum post encontrado')).toBeTruthy();
    expect(screen.getByText('Comece criando seu primeiro post!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Novo Post' }).getAttribute('href')).toBe('/posts/create');
  });

  it('loads 15 at a time and asks for the next page once the grid is scrolled past 90 %', async () => {
    layOut({ width: 1_200, height: 800 });
    api.on('GET /posts', ({ query }) =>
      query.page === '0'
        ? {
            data: page(
              [post(1, 'Primeiro post', '2026-11-23T12:00:00.000Z', '2026-11-23T12:00:05.000Z')],
              0,
              true,
            ),
          }
        : { data: page([post(2, 'Segundo post', '2026-11-24T12:00:00.000Z')], 1, false) },
    );
    signedIn('/posts');
    const list = await screen.findByRole('region', { name: 'Lista de posts' });
    expect(await within(list).findByText('Primeiro post')).toBeTruthy();
    // The post's 'Postado em' and its schedule's own line.
    expect(within(list).getAllByText(/2[34]\/11\/2026 \d\d:\d\d:05/)).toHaveLength(2);
    expect(api.calls.filter((call) => call.path === '/posts').map((call) => call.query)).toEqual([
      { page: '0', size: '15' },
    ]);
    scrollTo(list, { scrollTop: 1_000, clientHeight: 800, scrollHeight: 2_000 }); // 90 % of 2,000
    await waitFor(() => expect(api.calls.some((call) => call.query.page === '1')).toBe(true));
    expect(await within(list).findByText('Segundo post')).toBeTruthy();
    expect(within(list).getByText('Pendente')).toBeTruthy();
  });

  it("shows a failed schedule's reason and re-queues it with 'Tentar novamente'", async () => {
    layOut({ width: 1_200, height: 800 });
    const failed = post(3, 'Post com falha', '2026-11-23T12:00:00.000Z');
    const [schedule] = failed.schedules;
    const failedPost = {
      ...failed,
      status: ['FAILED'],
      overallStatus: 'FAILED',
      schedules: [
        { ...schedule, status: 'FAILED', failureReason: 'A rede recusou a publicação: Mídia inválida.' },
      ],
    };
    api.on('GET /posts', () => ({ data: page([failedPost]) }));
    api.on('POST /posts/3/schedules/30/retry', () => ({ data: { ...failed, schedules: [schedule] } }));
    signedIn('/posts');
    const list = await screen.findByRole('region', { name: 'Lista de posts' });
    expect(await within(list).findByText('A rede recusou a publicação: Mídia inválida.')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'POST' && call.path === '/posts/3/schedules/30/retry'),
      ).toBe(true),
    );
    // The card shows the server's answer: the occurrence waits again.
    await waitFor(() =>
      expect(within(list).queryByText('A rede recusou a publicação: Mídia inválida.')).toBeNull(),
    );
  });
});

describe('/calendar', () => {
  it('places a post on its day in the project\'s time zone and says "Sem posts" on the others', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    inTwoDays.setUTCHours(18, 30, 0, 0);
    api.on('GET /posts/scheduled', () => ({ data: [post(7, 'Promoção', inTwoDays.toISOString())] }));
    signedIn('/calendar');
    // The project's zone is São Paulo's (consoleApi): 18:30 UTC is 15:30 there, a scheduled occurrence.
    expect(await screen.findByRole('button', { name: '15:30 #7 Agendado' })).toBeTruthy();
    expect(screen.getAllByText('Sem posts')).toHaveLength(6);
    const call = api.calls.find((c) => c.path === '/posts/scheduled');
    expect(call?.query.from).toBeTruthy();
    expect(call?.query.to).toBeTruthy();
  });
});

describe('/settings', () => {
  it('finishes linking on the return from the network with code and state', async () => {
    sessionStorage.setItem('postify:oauth:st_1', '1');
    api.on('GET /users/me', () => ({ data: demoSession.user }));
    api.on('POST /social-media-account', () => ({ status: 201, data: instagramAccount }));
    const { location } = signedIn('/settings?code=abc&state=st_1');
    expect(await screen.findByText('Conta conectada com sucesso!')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/social-media-account')?.body).toEqual({
      code: 'abc',
      state: 'st_1',
      platformId: 1,
      userId: '3f6c2a9e-1b7d-4c55-9a0e-7d2b8c41e901',
    });
    // The code and state leave the address after the toast, in the router's next navigation.
    await waitFor(() => expect(location.search).toBe(''));
  });

  it('refuses a return whose state this page did not start, without calling the API', async () => {
    const { location } = signedIn('/settings?code=abc&state=adulterado');
    expect(
      await screen.findByText('O retorno da autorização é inválido ou expirou. Tente conectar novamente.'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/social-media-account')).toBe(false);
    await waitFor(() => expect(location.search).toBe(''));
  });

  it('lists accounts per network, the newer networks linkable, and disables a network that cannot be linked yet', async () => {
    signedIn('/settings');
    const disabled = (button: HTMLElement) =>
      button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';
    expect(disabled(await screen.findByRole('button', { name: 'Conectar LinkedIn' }))).toBe(false);
    expect(disabled(screen.getByRole('button', { name: 'Conectar Bluesky' }))).toBe(false);
    expect(disabled(screen.getByRole('button', { name: 'Conectar Mastodon' }))).toBe(true);
    expect(screen.getAllByText('Em breve')).toHaveLength(1);
    expect(screen.getAllByText('1 conta(s) conectada(s)')).toHaveLength(2);
    expect(screen.getAllByText('Não conectado')).toHaveLength(3);
    expect(screen.getByText('Total de contas conectadas: 2')).toBeTruthy();
  });
});

describe('/settings API keys', () => {
  it("shows 'Chaves de API' to an ADMIN, creates a key and shows its secret once", async () => {
    const user = userEvent.setup();
    api.on('GET /api-keys', () => ({ data: [] }));
    api.on('GET /api-keys/allowed-origins', () => ({ data: { origins: [] } }));
    api.on('POST /api-keys', (call) => ({
      status: 201,
      data: {
        id: 'k1',
        name: (call.body as { name: string }).name,
        prefix: 'pk_Xq3vB7',
        scopes: ['posts:read'],
        createdAt: '2026-01-01T00:00:00Z',
        lastUsedAt: null,
        secret: 'pk_Xq3vB7nR2kP9sT4wY6zA8cE1gJ5mL0oQ3uV7xZ2bD4f',
      },
    }));
    signedIn('/settings');
    expect(await screen.findByRole('heading', { name: 'Chaves de API' })).toBeTruthy();
    expect(await screen.findByText('Nenhuma chave criada')).toBeTruthy();
    await user.type(screen.getByLabelText('Nome da chave'), 'Loja');
    await user.click(screen.getByText('Ler posts'));
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    const secret = await screen.findByLabelText('Chave secreta');
    expect((secret as HTMLInputElement).value).toBe('pk_Xq3vB7nR2kP9sT4wY6zA8cE1gJ5mL0oQ3uV7xZ2bD4f');
    expect(api.calls.find((call) => call.path === '/api-keys' && call.method === 'POST')).toMatchObject({
      body: { name: 'Loja', scopes: ['posts:read'] },
      headers: { 'x-project-id': 'p2' },
    });
    await user.click(screen.getByRole('button', { name: 'Concluído' }));
    await waitFor(() => expect(screen.queryByLabelText('Chave secreta')).toBeNull());
  });

  it('shows no keys to an EDITOR and never asks for them', async () => {
    api.on('GET /projects', () => ({
      data: { projects: [{ ...projects[1], userRole: 'EDITOR' }] },
    }));
    signedIn('/settings');
    expect(await screen.findByRole('heading', { name: 'Alterar senha' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Conectar Instagram' });
    expect(screen.queryByRole('heading', { name: 'Chaves de API' })).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api-keys'))).toBe(false);
  });
});

describe('/settings webhooks', () => {
  it("shows the project's webhooks to its ADMIN and adds an endpoint whose secret is shown once", async () => {
    const endpoint = {
      id: 'w1',
      url: 'https://parceiro.exemplo.com.br/hooks',
      description: '',
      events: ['post.published', 'post.failed', 'post.scheduled', 'account.disconnected'],
      enabled: true,
      disabledAt: null,
      consecutiveFailures: 0,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    api.on('POST /projects/p2/webhooks', () => ({
      status: 201,
      data: { endpoint, secret: 'whsec_c2VncmVkby1kZS10ZXN0ZQ==' },
    }));
    signedIn('/settings');
    const user = userEvent.setup();
    expect(await screen.findByText('Nenhum endpoint ainda')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adicionar endpoint' }));
    await user.type(screen.getByRole('textbox', { name: /URL do endpoint/ }), endpoint.url);
    await user.click(screen.getByRole('button', { name: 'Salvar endpoint' }));
    expect(await screen.findByDisplayValue('whsec_c2VncmVkby1kZS10ZXN0ZQ==')).toBeTruthy();
    expect(screen.getByText(endpoint.url)).toBeTruthy();
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === '/projects/p2/webhooks')?.body,
    ).toEqual({
      url: endpoint.url,
      events: endpoint.events,
    });
  });

  it('offers no webhooks to an EDITOR, and asks the API nothing about them', async () => {
    api.on('GET /projects', () => ({
      data: {
        projects: [
          {
            id: 'p3',
            name: 'Cliente',
            description: 'Projeto de um cliente',
            timeZone: 'America/Sao_Paulo',
            memberCount: 3,
            isDefault: true,
            userRole: 'EDITOR',
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-01T00:00:00Z',
          },
        ],
      },
    }));
    signedIn('/settings');
    expect(await screen.findByRole('heading', { name: 'Alterar senha' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Webhooks' })).toBeNull();
    expect(api.calls.some((call) => call.path.includes('/webhooks'))).toBe(false);
  });
});

describe('/settings password change', () => {
  const demoUserId = (demoSession.user as { id: string }).id;

  it('sends the current password with the new one and confirms the change', async () => {
    api.on('GET /users/me', () => ({ data: demoSession.user }));
    api.on(`PATCH /users/${demoUserId}`, () => ({ data: demoSession.user }));
    signedIn('/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Senha atual'), 'Antiga@2025');
    await user.type(screen.getByLabelText('Nova senha'), 'NovaSenha#2026');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'NovaSenha#2026');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      currentPassword: 'Antiga@2025',
      password: 'NovaSenha#2026',
    });
  });

  it('asks for the current password before sending anything, and shows the server refusing a wrong one', async () => {
    api.on('GET /users/me', () => ({ data: demoSession.user }));
    api.on(`PATCH /users/${demoUserId}`, () => ({
      status: 400,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Dados inválidos',
        details: [{ field: 'currentPassword', message: 'Senha atual incorreta' }],
      },
    }));
    signedIn('/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nova senha'), 'NovaSenha#2026');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'NovaSenha#2026');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Informe a senha atual')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.type(screen.getByLabelText('Senha atual'), 'Errada@2025');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha atual incorreta')).toBeTruthy();
    expect(screen.getByText('Erro ao atualizar senha')).toBeTruthy();
  });
});

describe('/billing', () => {
  it('needs an active subscription for the portal', async () => {
    api.on('GET /subscriptions/billing', () => ({ data: { subscription: null, portalUrl: null } }));
    signedIn('/billing');
    expect(
      await screen.findByText('Você precisa ter uma assinatura ativa para acessar o portal de cobrança.'),
    ).toBeTruthy();
    const portal = screen.getByRole('link', { name: /Acessar Portal de Cobrança/ });
    expect(portal.getAttribute('aria-disabled')).toBe('true');
    expect(portal.getAttribute('href')).toBeNull();
    expect(screen.getByText('Nenhuma assinatura ativa')).toBeTruthy();
  });

  it('shows the plan with its price and the free-trial badge while the trial runs', async () => {
    api.on('GET /subscriptions/billing', () => ({
      data: {
        subscription: {
          id: '11111111-1111-4111-8111-111111111111',
          status: 'TRIALING',
          billingPeriod: 'MONTHLY',
          plan: {
            id: 2,
            name: 'Pro',
            description: 'Para equipes',
            price: 59.99,
            numberAccounts: 15,
            features: ['50 GB de mídia'],
          },
          isFreeTrial: true,
          freeTrialEndsAt: '2999-01-01T00:00:00.000Z',
          currentPeriodEnd: '2999-01-01T00:00:00.000Z',
          createdAt: '2026-11-01T00:00:00.000Z',
        },
        portalUrl: 'https://billing.example/portal?email=demo%40postify.dev',
      },
    }));
    signedIn('/billing');
    const plan = (await screen.findByRole('heading', { name: 'Pro' })).closest('section') as HTMLElement;
    expect(within(plan).getByText('R$ 59,99').textContent).toBe('R$ 59,99/mês');
    expect(within(plan).getByText(/^Teste grátis até \d+ de \w+ de 299[89]$/)).toBeTruthy();
    expect(within(plan).getByText('50 GB de mídia')).toBeTruthy();
    const portal = screen.getByRole('link', { name: /Acessar Portal de Cobrança/ });
    expect(portal.getAttribute('href')).toBe('https://billing.example/portal?email=demo%40postify.dev');
    expect(portal.getAttribute('target')).toBe('_blank');
    expect(api.calls.filter((call) => call.path.startsWith('/subscriptions')).length).toBe(1);
  });
});

describe('/storage', () => {
  it('shows the usage capped at 100 % and the root folders, and creates a folder', async () => {
    const user = userEvent.setup();
    api.on('GET /storage/usage', () => ({
      data: {
        usedBytes: 10,
        reservedBytes: 0,
        limitBytes: 5,
        formattedSize: '10 GB',
        storageLimitFormatted: '5 GB',
        usagePercentage: 200,
        planName: 'Pro',
        isOverLimit: true,
      },
    }));
    api.on('GET /storage/folders', () => ({
      data: [
        {
          folderId: 'f1',
          name: 'Campanhas',
          needsPassword: false,
          parentFolderId: null,
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
    }));
    api.on('POST /storage/folders', () => ({ status: 201, data: {} }));
    const { location } = signedIn('/storage');
    const bar = await screen.findByRole('progressbar', { name: '10 GB de 5 GB' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Limite de armazenamento excedido')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: /Campanhas/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adicionar Arquivo' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Pasta' }));
    expect(await within(dialog).findByText('O nome da pasta é obrigatório')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Nome da pasta'), 'Fotos');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Pasta' }));
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.method === 'POST' && call.path === '/storage/folders')?.body,
      ).toEqual({
        name: 'Fotos',
        parent_folder_id: null,
        needs_password: false,
      }),
    );
    expect(location.search).toBe('');
  });

  it('keeps the open folder in the address through the router: a link opens it, back returns to the root', async () => {
    const user = userEvent.setup();
    api.on('GET /storage/folders/f1', () => ({
      data: {
        folderId: 'f1',
        name: 'Campanhas',
        needsPassword: false,
        parentFolderId: null,
        createdAt: '2026-11-01T10:00:00.000Z',
        subfolders: [],
        files: [
          {
            fileId: 'a1',
            fileName: 'banner.png',
            fileSize: 10,
            contentType: 'image/png',
            folderId: 'f1',
            createdAt: '2026-11-02T10:00:00.000Z',
            updatedAt: '2026-11-02T10:00:00.000Z',
            fileUrl: 'http://127.0.0.1/blob/a1',
          },
        ],
        breadcrumbs: [{ folderId: 'f1', name: 'Campanhas' }],
      },
    }));
    const path = JSON.stringify([{ folderId: 'f1', name: 'Campanhas' }]);
    const { location } = signedIn(
      `/storage?${new URLSearchParams({ folder: 'f1', name: 'Campanhas', path })}`,
    );
    expect(await screen.findByRole('rowheader', { name: /banner\.png/ })).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/storage/folders/f1')).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Meus Arquivos' }));
    await waitFor(() => expect(location.search).toBe(''));
  });
});

describe('/posts/create', () => {
  it('labels and enables the save button from the chosen option', async () => {
    const user = userEvent.setup();
    signedIn('/posts/create');
    expect(await screen.findByRole('heading', { name: 'Novo Template' })).toBeTruthy();
    expect(screen.getByText('Rascunho')).toBeTruthy();
    const save = () => screen.getByRole('button', { name: /^(Salvar|Postar Agora|Agendar)$/ });
    expect(save().textContent).toBe('Salvar');
    await user.click(screen.getByRole('switch', { name: 'Postar agora' }));
    expect(save().textContent).toBe('Postar Agora');
    expect(save().hasAttribute('disabled') || save().getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(await screen.findByRole('checkbox', { name: 'lojadamaria' }));
    expect(save().hasAttribute('disabled') || save().getAttribute('aria-disabled') === 'true').toBe(false);
    expect((screen.getByRole('switch', { name: 'Agendar template' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('posts now through the template call: one schedule now on the chosen account, then the link to the posts', async () => {
    const user = userEvent.setup();
    api.on('POST /templates/scheduled', () => ({
      status: 201,
      data: post(9, 'Olá mundo', new Date().toISOString()),
    }));
    signedIn('/posts/create');
    await user.type(await screen.findByLabelText('Legenda'), 'Olá mundo');
    await user.click(screen.getByRole('switch', { name: 'Postar agora' }));
    await user.click(await screen.findByRole('checkbox', { name: 'lojadamaria' }));
    await user.click(screen.getByRole('button', { name: 'Postar Agora' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Postar Agora' }));
    expect(await screen.findByText('Post enviado para publicação!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver post' }).getAttribute('href')).toBe('/posts');
    const body = String(api.calls.find((call) => call.path === '/templates/scheduled')?.body);
    expect(body).toContain('name="caption"\r\n\r\nOlá mundo');
    expect(body).toContain(
      `name="scheduleRequestDtos[0].socialMediaAccountIds[0]"\r\n\r\n${instagramAccount.id}`,
    );
  });
});
