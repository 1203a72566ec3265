import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkSandboxAccount } from '../src/seed/sandbox-account.js';
import { createUser, startTestServer, type TestServer, testPassword } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const signUp = (email: string, referralCode?: string) =>
  t.call('POST', '/auth/register', {
    body: {
      name: 'Pessoa Indicada',
      email,
      phone: '+55 11 98765-4321',
      password: testPassword,
      confirmPassword: testPassword,
      ...(referralCode === undefined ? {} : { referralCode }),
    },
  });

describe('share data (referrals)', () => {
  it('gives each user one link and counts the sign-ups made through it', async () => {
    const maria = await createUser(t, 'share-maria@exemplo.com', 'Maria Souza');
    const first = await t.call<Schemas['ShareData']>('GET', '/user/profile/share', { token: maria.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ rewardPercentage: 20, maxReferrals: 10, referralCount: 0 });
    expect(first.body.data.referralCode).toMatch(/^MARIA\d{4}$/);
    expect(first.body.data.shareUrl).toBe(
      `${t.config.publicAppUrl}/signup?ref=${first.body.data.referralCode}`,
    );
    const again = await t.call<Schemas['ShareData']>('GET', '/user/profile/share', { token: maria.token });
    expect(again.body.data.referralCode).toBe(first.body.data.referralCode);

    expect((await signUp('indicada-1@exemplo.com', first.body.data.referralCode.toLowerCase())).status).toBe(
      201,
    );
    expect((await signUp('indicada-2@exemplo.com', 'NAOEXISTE1234')).status).toBe(201);
    expect((await signUp('sem-indicacao@exemplo.com')).status).toBe(201);
    const counted = await t.call<Schemas['ShareData']>('GET', '/user/profile/share', { token: maria.token });
    expect(counted.body.data.referralCount).toBe(1);

    const other = await createUser(t, 'share-other@exemplo.com', 'João');
    const theirs = await t.call<Schemas['ShareData']>('GET', '/user/profile/share', { token: other.token });
    expect(theirs.body.data.referralCode).not.toBe(first.body.data.referralCode);
    expect(theirs.body.data.referralCount).toBe(0);
    expect(
      (await t.call('GET', '/user/profile/share', { token: other.token, projectId: maria.projectId })).status,
    ).toBe(404);
  });
});

describe('onboarding checklist', () => {
  it('follows the project: accounts, posts, schedules and referrals', async () => {
    const owner = await createUser(t, 'onboarding@exemplo.com', 'Bia');
    const read = async () =>
      (await t.call<Schemas['OnboardingStatus']>('GET', '/user/profile/onboarding', { token: owner.token }))
        .body.data;
    const start = await read();
    expect(start).toMatchObject({ isCompleted: false, completedSteps: 0, totalSteps: 4 });
    expect(start.steps.map((step) => [step.id, step.title])).toEqual([
      ['connect-accounts', 'Conecte suas redes'],
      ['create-post', 'Crie um post'],
      ['schedule-post', 'Agende um post'],
      ['invite-friends', 'Convide amigos'],
    ]);

    const account = await linkSandboxAccount(t.server.services, owner.projectId, 'Instagram');
    const [post] = await t.db
      .insertInto('posts')
      .values({ project_id: owner.projectId, caption: 'Primeiro post', updated_at: new Date() })
      .returning('id')
      .execute();
    const afterPost = await read();
    expect(afterPost.steps.map((step) => step.completed)).toEqual([true, true, false, false]);
    await t.db
      .insertInto('post_schedules')
      .values({
        post_id: post?.id ?? 0,
        project_id: owner.projectId,
        social_account_id: account.id,
        scheduled_at: new Date(Date.now() + 3_600_000),
        next_attempt_at: new Date(Date.now() + 3_600_000),
        updated_at: new Date(),
      })
      .execute();
    const share = await t.call<Schemas['ShareData']>('GET', '/user/profile/share', { token: owner.token });
    expect((await signUp('amiga-da-bia@exemplo.com', share.body.data.referralCode)).status).toBe(201);
    expect(await read()).toMatchObject({ isCompleted: true, completedSteps: 4 });

    const stranger = await createUser(t, 'onboarding-stranger@exemplo.com');
    const theirs = await t.call<Schemas['OnboardingStatus']>('GET', '/user/profile/onboarding', {
      token: stranger.token,
    });
    expect(theirs.body.data.completedSteps).toBe(0);
    expect(
      (await t.call('GET', '/user/profile/onboarding', { token: stranger.token, projectId: owner.projectId }))
        .status,
    ).toBe(404);
  });
});

describe('smart caption and tags (local)', () => {
  it('tidies spacing, punctuation and capitals without changing the words', async () => {
    const user = await createUser(t, 'smart@exemplo.com');
    const answer = await t.call<Schemas['SmartCaption']>('POST', '/smart/caption', {
      token: user.token,
      body: { caption: '  promoção de verão   na loja hoje !!!venha conferir ,tem desconto  ' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.caption).toBe('Promoção de verão na loja hoje! Venha conferir, tem desconto.');
    const tags = await t.call<Schemas['SmartTags']>('POST', '/smart/tags', {
      token: user.token,
      body: { caption: 'Promoção de verão na loja hoje: vestidos de linho e promoção de sandálias #moda' },
    });
    expect(tags.body.data.tags).toBe('#moda #promoção #verão #loja #vestidos #linho #sandálias');
  });

  it('refuses captions of 5 characters or fewer and calls of other projects', async () => {
    const user = await createUser(t, 'smart-short@exemplo.com');
    const other = await createUser(t, 'smart-other@exemplo.com');
    for (const path of ['/smart/caption', '/smart/tags']) {
      const short = await t.call('POST', path, {
        token: user.token,
        body: { caption: ' oi!  ' },
      });
      expect(short.status).toBe(400);
      expect(short.body.details).toEqual([
        { field: 'caption', message: 'A legenda precisa ter mais de 5 caracteres' },
      ]);
      const foreign = await t.call('POST', path, {
        token: other.token,
        projectId: user.projectId,
        body: { caption: 'legenda de outro projeto' },
      });
      expect(foreign.status).toBe(404);
    }
  });
});
