import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AnalyticsEvent, createAnalytics } from '../../analytics/analytics';
import { type FakeApi, startFakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

async function fillWaitingList(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nome'), 'João Pereira');
  await user.type(screen.getByLabelText('E-mail'), 'joao@exemplo.com.br');
  await user.type(screen.getByLabelText('Como você conheceu o Postify?'), 'Instagram');
  await user.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
}

describe('/waiting', () => {
  it('refuses an empty form with the spec messages and calls nothing', async () => {
    const user = userEvent.setup();
    renderApp('/waiting', { baseUrl: api.baseUrl });
    await user.click(await screen.findByRole('button', { name: 'Entrar na lista de espera' }));
    expect(await screen.findByText('Por favor, conte como conheceu a plataforma')).toBeTruthy();
    expect(screen.getByText('Email inválido')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('thanks with the position, name, e-mail and how discovered, and counts each step', async () => {
    const user = userEvent.setup();
    const events: AnalyticsEvent[] = [];
    const analytics = createAnalytics({ sink: { send: (event) => events.push(event) } });
    api.on('POST /waiting/join', ({ body }) => ({
      status: 201,
      data: { id: 128, ...(body as object), createdAt: '2026-11-22T14:05:00.000Z' },
    }));
    renderApp('/waiting', { baseUrl: api.baseUrl, analytics });
    await fillWaitingList(user);
    expect(await screen.findByText('#128')).toBeTruthy();
    expect(screen.getByText('João Pereira')).toBeTruthy();
    expect(screen.getByText('joao@exemplo.com.br')).toBeTruthy();
    expect(screen.getByText('Instagram')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      name: 'João Pereira',
      email: 'joao@exemplo.com.br',
      howDiscovered: 'Instagram',
    });
    expect(events.filter((event) => event.name === 'waiting_list_step').map((event) => event.step)).toEqual([
      'opened',
      'submitted',
      'succeeded',
    ]);
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');
  });

  it('thanks without a position when the e-mail is already listed', async () => {
    const user = userEvent.setup();
    api.on('POST /waiting/join', () => ({
      status: 409,
      error: { code: 'CONFLICT', message: 'Já cadastrado' },
    }));
    renderApp('/waiting', { baseUrl: api.baseUrl });
    await fillWaitingList(user);
    expect(
      await screen.findByRole('heading', { name: 'Obrigado por entrar na lista de espera!' }),
    ).toBeTruthy();
    expect(screen.queryByText(/#\d+/)).toBeNull();
  });
});

describe('/about', () => {
  it('shows the company details and sends the contact form, confirming at once', async () => {
    const user = userEvent.setup();
    api.on('POST /contact', () => ({ data: null }));
    renderApp('/about', { baseUrl: api.baseUrl });
    expect(await screen.findByText(/CNPJ 12\.345\.678\/0001-90/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contato@postify.com.br' }).getAttribute('href')).toBe(
      'mailto:contato@postify.com.br',
    );
    await user.type(screen.getByLabelText(/^Nome/), 'Ana');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText(/^Mensagem/), 'Há plano para agências?');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(screen.getByText('Mensagem enviada com sucesso!')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls[0]).toMatchObject({
        method: 'POST',
        path: '/contact',
        body: { name: 'Ana', email: 'ana@exemplo.com.br', message: 'Há plano para agências?' },
      }),
    );
  });

  it('says so when the message could not be sent', async () => {
    const user = userEvent.setup();
    api.on('POST /contact', () => ({ status: 500, error: { code: 'INTERNAL', message: 'falhou' } }));
    renderApp('/about', { baseUrl: api.baseUrl });
    await user.type(await screen.findByLabelText(/^Nome/), 'Ana');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@exemplo.com.br');
    await user.type(screen.getByLabelText(/^Mensagem/), 'Olá');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Erro ao enviar. Tente novamente.')).toBeTruthy();
  });
});

const plan = (id: number, name: string, price: number, isActive = true) => ({
  id,
  name,
  description: `Plano ${name}`,
  price,
  yearlyPrice: price * 9.6,
  yearlyPriceInMonths: price * 0.8,
  numberAccounts: 5,
  freeTrialDays: 7,
  isActive,
  planUrl: `https://pay.example/${id}/monthly`,
  yearlyPlanUrl: `https://pay.example/${id}/yearly`,
  features: [`Recurso ${name}`],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('/pricing', () => {
  it('lists the active plans cheapest first and opens the checkout of the chosen period in a new tab', async () => {
    const user = userEvent.setup();
    api.on('GET /plans', () => ({
      data: [plan(2, 'Pro', 59.99), plan(3, 'Antigo', 9.99, false), plan(1, 'Starter', 19.99)],
    }));
    renderApp('/pricing', { baseUrl: api.baseUrl });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Starter', 'Pro']);
    const starter = headings[0]?.closest('article') as HTMLElement;
    const trial = within(starter).getByRole('link', { name: /Experimente 7 dias grátis do plano Starter/ });
    expect(trial.getAttribute('href')).toBe('https://pay.example/1/monthly');
    expect(trial.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('radio', { name: /Anualmente/ }));
    expect(trial.getAttribute('href')).toBe('https://pay.example/1/yearly');
  });
});

describe('legal pages', () => {
  it('dates both texts 27 May 2025 and states the 24-hour refund', async () => {
    renderApp('/tos', { baseUrl: api.baseUrl });
    expect(await screen.findByText('Última atualização: 27 de maio de 2025')).toBeTruthy();
    expect(screen.getByText(/reembolso integral se o pedir em até 24 horas após a compra/)).toBeTruthy();
  });

  it('renders the privacy policy in pt-BR', async () => {
    renderApp('/privacy-policy', { baseUrl: api.baseUrl });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeTruthy();
    expect(screen.getByText('Última atualização: 27 de maio de 2025')).toBeTruthy();
  });
});
