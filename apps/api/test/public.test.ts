import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('waiting list', () => {
  it('answers the entry with its position', async () => {
    const first = await t.call<Schemas['WaitingListEntry']>('POST', '/waiting/join', {
      body: { name: 'João Pereira', email: 'joao@exemplo.com', howDiscovered: 'Indicação de um amigo' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      name: 'João Pereira',
      email: 'joao@exemplo.com',
      howDiscovered: 'Indicação de um amigo',
    });
    const second = await t.call<Schemas['WaitingListEntry']>('POST', '/waiting/join', {
      body: { name: 'Ana', email: 'ana@exemplo.com', howDiscovered: 'Instagram' },
    });
    expect(second.body.data.id).toBe(first.body.data.id + 1);
  });

  it('refuses a duplicate e-mail with a clear 409', async () => {
    await t.call('POST', '/waiting/join', {
      body: { name: 'Rita', email: 'rita@exemplo.com', howDiscovered: 'Google' },
    });
    const again = await t.call('POST', '/waiting/join', {
      body: { name: 'Rita', email: 'RITA@exemplo.com', howDiscovered: 'Google' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'Este e-mail já está na lista de espera' });
  });

  it('refuses missing fields with the spec messages', async () => {
    const answer = await t.call('POST', '/waiting/join', {
      body: { name: '', email: 'x', howDiscovered: ' ' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Nome é obrigatório' },
        { field: 'email', message: 'Email inválido' },
        { field: 'howDiscovered', message: 'Por favor, conte como conheceu a plataforma' },
      ]),
    );
  });
});

describe('contact', () => {
  it('stores the message and mails the team mailbox', async () => {
    const answer = await t.call('POST', '/contact', {
      body: { name: 'Ana Costa', email: 'ana.costa@exemplo.com', message: 'Há plano para agências?' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'success', data: null });
    const stored = await t.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Ana Costa',
        email: 'ana.costa@exemplo.com',
        message: 'Há plano para agências?',
      }),
    ]);
    const mail = await lastMail(t, t.config.teamEmail);
    expect(mail.text).toContain('Há plano para agências?');
    expect(mail.text).toContain('ana.costa@exemplo.com');
  });

  it('refuses an empty message', async () => {
    const answer = await t.call('POST', '/contact', {
      body: { name: 'Ana', email: 'ana@exemplo.com', message: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toContainEqual({ field: 'message', message: 'Mensagem é obrigatória' });
  });
});

describe('development mailbox', () => {
  it('lists e-mails newest first, filtered by recipient', async () => {
    await t.call('POST', '/contact', { body: { name: 'Um', email: 'um@exemplo.com', message: 'primeira' } });
    await t.call('POST', '/contact', {
      body: { name: 'Dois', email: 'dois@exemplo.com', message: 'segunda' },
    });
    const answer = await t.call<Schemas['MailboxMessage'][]>(
      'GET',
      `/dev/mailbox?to=${t.config.teamEmail}&limit=2`,
    );
    expect(answer.body.data.map((m) => m.text.includes('segunda'))).toEqual([true, false]);
  });
});

describe('public form limits', () => {
  it('limits contact messages per IP so the team mailbox cannot be flooded', async () => {
    const limited = await startTestServer({ rateLimits: { ...t.config.rateLimits, publicFormsPerIp: 2 } });
    try {
      for (let i = 0; i < 2; i++) {
        const ok = await limited.call('POST', '/contact', {
          body: { name: 'Ana', email: 'ana@exemplo.com', message: `mensagem ${i}` },
        });
        expect(ok.status).toBe(200);
      }
      const blocked = await limited.call('POST', '/contact', {
        body: { name: 'Ana', email: 'ana@exemplo.com', message: 'mais uma' },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).not.toBeNull();
    } finally {
      await limited.close();
    }
  });
});
