// A tiny local HTTP handler answering the OpenAPI contract's documented examples for the calls the
// reference server does not implement yet (platforms, metrics, profile, smart: 501 NOT_IMPLEMENTED at the
// time of writing). Each answer is the example of openapi/openapi.yaml, or one of the operation's
// documented error responses.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const origin = 'http://localhost:3000';
export const exampleAccountId = '7e6d5c4b-3a2f-4e1d-9c8b-7a6f5e4d3c2b';
export const exampleUserId = '3f6c2a9e-1b7d-4c55-9a0e-7d2b8c41e901';
export const exampleState = 'st_4f3e2d1c0b9a';

const account = {
  id: exampleAccountId,
  platformId: 1,
  platformName: 'Instagram',
  username: 'lojadamaria',
  userProfilePictureUrl: 'http://localhost:3000/static/avatars/lojadamaria.png',
  status: 'ACTIVE',
  createdAt: '2026-10-02T10:00:00.000Z',
};

const examples = {
  platforms: [
    {
      id: 1,
      name: 'Instagram',
      displayIcon: 'http://localhost:3000/static/networks/instagram.svg',
      isAllowedToLink: true,
      socialMediaAccounts: [account],
    },
    {
      id: 4,
      name: 'LinkedIn',
      displayIcon: 'http://localhost:3000/static/networks/linkedin.svg',
      isAllowedToLink: false,
      socialMediaAccounts: [],
    },
  ],
  authorization: {
    authorizationUrl: `http://localhost:3000/api/v1/sandbox/oauth/instagram/authorize?client_id=postify-sandbox&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Fsettings&state=${exampleState}&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256`,
    state: exampleState,
    expiresAt: '2026-11-22T14:15:00.000Z',
  },
  linked: { ...account, createdAt: '2026-11-22T14:06:00.000Z' },
  metrics: {
    accountId: exampleAccountId,
    username: 'lojadamaria',
    name: 'Loja da Maria',
    profile_picture_url: 'http://localhost:3000/static/avatars/lojadamaria.png',
    followers_count: 12840,
    follows_count: 312,
    media_count: 457,
    biography: 'Moda feminina com entrega para todo o Brasil 🇧🇷',
    fetchedAt: '2026-11-22T14:00:00.000Z',
  },
  onboarding: {
    isCompleted: false,
    completedSteps: 1,
    totalSteps: 4,
    steps: [
      {
        id: 'connect-accounts',
        title: 'Conecte suas redes',
        description: 'Vincule sua primeira conta social.',
        completed: true,
      },
      {
        id: 'create-post',
        title: 'Crie um post',
        description: 'Escreva sua primeira legenda e adicione mídia.',
        completed: false,
      },
      {
        id: 'schedule-post',
        title: 'Agende um post',
        description: 'Escolha data e hora para publicar.',
        completed: false,
      },
      {
        id: 'invite-friends',
        title: 'Convide amigos',
        description: 'Compartilhe seu link de indicação.',
        completed: false,
      },
    ],
  },
  share: {
    shareUrl: 'http://localhost:5173/signup?ref=MARIA2026',
    referralCode: 'MARIA2026',
    rewardPercentage: 20,
    maxReferrals: 10,
    referralCount: 2,
  },
  caption: { caption: '☀️ Promoção de verão na loja hoje! Venha conferir as novidades com preços especiais.' },
  tags: { tags: '#promoção #verão #moda #lojavirtual' },
  user: {
    id: exampleUserId,
    name: 'Maria Souza',
    email: 'maria@exemplo.com',
    phone: '+55 11 91234-5678',
    createdAt: '2026-11-01T09:00:00.000Z',
  },
};

const errors = {
  notFound: [404, 'NOT_FOUND', 'Recurso não encontrado'],
  metricsUnavailable: [422, 'METRICS_NOT_AVAILABLE', 'Métricas disponíveis apenas para contas do Instagram'],
  invalidState: [400, 'INVALID_STATE', 'Autorização inválida ou expirada'],
  validation: [400, 'VALIDATION_ERROR', 'A legenda deve ter mais de 5 caracteres'],
  internal: [500, 'INTERNAL_ERROR', 'Erro interno do servidor'],
} as const;

/** A running contract handler: its `/api/v1` URL, the calls it answered, and how to stop it. */
export interface ContractHandler {
  url: string;
  calls: string[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': origin });
  response.end(JSON.stringify(body));
}

const success = (response: ServerResponse, data: unknown, status = 200) =>
  send(response, status, { status: 'success', data });
const failure = (response: ServerResponse, [status, code, message]: readonly [number, string, string]) =>
  send(response, status, {
    status: 'error',
    timestamp: new Date().toISOString(),
    code,
    message,
    details: null,
  });

/** Starts the handler on a random local port. */
export async function startContractHandler(): Promise<ContractHandler> {
  const calls: string[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': 'authorization, content-type, x-project-id',
      });
      return response.end();
    }
    calls.push(`${request.method} ${path}`);
    const body = request.method === 'POST' ? await readJson(request) : {};
    const route = `${request.method} ${path}`;
    if (route === 'GET /users/me') return success(response, examples.user);
    if (route === 'GET /platforms/user') return success(response, examples.platforms);
    if (route === 'POST /social-media-account/authorize') return success(response, examples.authorization);
    if (route === 'POST /social-media-account') {
      const valid = body.state === exampleState && body.userId === exampleUserId && body.platformId === 1;
      return valid ? success(response, examples.linked, 201) : failure(response, errors.invalidState);
    }
    if (request.method === 'DELETE' && path.startsWith('/social-media-account/'))
      return success(response, null);
    if (route === 'GET /metrics') {
      const id = url.searchParams.get('accountID');
      if (id === exampleAccountId) return success(response, examples.metrics);
      return failure(response, id === 'conta-do-tiktok' ? errors.metricsUnavailable : errors.notFound);
    }
    if (route === 'GET /user/profile/onboarding') return success(response, examples.onboarding);
    if (route === 'GET /user/profile/share') return success(response, examples.share);
    if (route === 'POST /smart/caption' || route === 'POST /smart/tags') {
      const caption = typeof body.caption === 'string' ? body.caption : '';
      if (caption.trim().length <= 5) return failure(response, errors.validation);
      if (caption.includes('erro-servidor')) return failure(response, errors.internal);
      return success(response, route === 'POST /smart/tags' ? examples.tags : examples.caption);
    }
    return failure(response, errors.notFound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { examples as contractExamples };
