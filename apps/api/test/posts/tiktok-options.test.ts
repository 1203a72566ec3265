import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCreatorInfo } from '../../src/networks/sandbox.js';
import { networkPublisher } from '../../src/scheduler/network-publisher.js';
import { createScheduler } from '../../src/scheduler/worker.js';
import { createUser, type TestServer } from '../support/server.js';
import {
  formOf,
  images,
  linkAccount,
  mp4Bytes,
  pngBytes,
  scheduleFields,
  sendForm,
  startPostsServer,
} from './support.js';

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer();
});
afterAll(() => t.close());

let people = 0;
async function tiktokAuthor() {
  people += 1;
  const user = await createUser(t, `tiktok-${people}@exemplo.com`);
  const auth = { token: user.token, projectId: user.projectId };
  const tiktok = await linkAccount(t, user.projectId, 'TikTok', `loja.tt${people}`);
  const instagram = await linkAccount(t, user.projectId, 'Instagram', `loja.ig${people}`);
  const info = await t.call<Schemas['TikTokCreatorInfo']>(
    'GET',
    `/social-media-account/${tiktok.id}/tiktok-creator-info`,
    auth,
  );
  expect(info.status).toBe(200);
  return { user, auth, tiktok, instagram, creator: info.body.data };
}

const choice = (
  creator: Schemas['TikTokCreatorInfo'],
  changes: Partial<Schemas['TikTokPostOptions']> = {},
): Schemas['TikTokPostOptions'] => ({
  privacyLevel: creator.privacyLevelOptions[0] ?? 'SELF_ONLY',
  allowComment: !creator.commentDisabled,
  allowDuet: false,
  allowStitch: false,
  commercialContent: false,
  yourBrand: false,
  brandedContent: false,
  musicUsageConfirmed: true,
  ...changes,
});

const postTo = (
  auth: { token: string; projectId: string },
  accounts: string[],
  options?: unknown,
  media = images(1, pngBytes()),
) =>
  sendForm(
    t,
    'POST',
    '/templates/scheduled',
    formOf(
      {
        caption: 'Nova coleção no TikTok',
        ...scheduleFields([{ at: new Date(), accounts }]),
        ...(options === undefined ? {} : { tiktokOptions: JSON.stringify(options) }),
      },
      media,
    ),
    auth,
  );

const postCount = async (projectId: string) =>
  (await t.db.selectFrom('posts').select('id').where('project_id', '=', projectId).execute()).length;

describe('TikTok creator info', () => {
  it("answers the sandbox creator's settings, varied between accounts, and only for TikTok accounts of the project", async () => {
    const { auth, tiktok, instagram, creator } = await tiktokAuthor();
    const row = await t.db
      .selectFrom('social_accounts')
      .select(['network_user_id', 'username'])
      .where('id', '=', tiktok.id)
      .executeTakeFirstOrThrow();
    expect(creator).toEqual({
      accountId: tiktok.id,
      ...sandboxCreatorInfo(row.network_user_id ?? '', row.username),
    });
    expect(creator.creatorNickname).toContain(row.username);
    const settings = new Set(
      Array.from({ length: 24 }, (_, i) => JSON.stringify(sandboxCreatorInfo(`1784100000${i}`, 'x'))),
    );
    expect(settings.size).toBeGreaterThan(4);

    expect(
      (await t.call('GET', `/social-media-account/${instagram.id}/tiktok-creator-info`, auth)).body,
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Conta do TikTok não encontrada neste projeto' });
    const stranger = await createUser(t, 'tiktok-stranger@exemplo.com');
    expect(
      (
        await t.call('GET', `/social-media-account/${tiktok.id}/tiktok-creator-info`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('TikTok options on a post', () => {
  it('refuse a post to TikTok without options, and options on a post without TikTok, creating nothing', async () => {
    const { auth, user, tiktok, instagram, creator } = await tiktokAuthor();
    const without = await postTo(auth, [tiktok.id, instagram.id]);
    expect(without.status).toBe(400);
    expect(without.body.details).toEqual([
      { field: 'tiktokOptions', message: 'Escolha as opções do TikTok antes de publicar.' },
    ]);
    const misplaced = await postTo(auth, [instagram.id], choice(creator));
    expect(misplaced.body.details).toEqual([
      { field: 'tiktokOptions', message: 'As opções do TikTok só valem para posts com uma conta do TikTok.' },
    ]);
    const malformed = await postTo(auth, [tiktok.id], { ...choice(creator), privacyLevel: 'TODOS' });
    expect(malformed.body.details?.[0]?.field).toBe('tiktokOptions');
    expect(await postCount(user.projectId)).toBe(0);
  });

  it("refuse what TikTok's rules refuse, each with its pt-BR reason", async () => {
    const { auth, user, tiktok, creator } = await tiktokAuthor();
    const missing = (
      ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'] as const
    ).find((level) => !creator.privacyLevelOptions.includes(level));
    const refusals: [Partial<Schemas['TikTokPostOptions']> | Record<string, unknown>, string, string][] = [
      [
        { musicUsageConfirmed: false },
        'tiktokOptions.musicUsageConfirmed',
        'Confirme que concorda com a Confirmação de Uso de Música do TikTok.',
      ],
      [
        { commercialContent: true },
        'tiktokOptions.commercialContent',
        'Indique se o post promove a sua marca, conteúdo de marca ou ambos, ou desative a divulgação de conteúdo comercial.',
      ],
      [
        { privacyLevel: 'SELF_ONLY', commercialContent: true, brandedContent: true },
        'tiktokOptions.privacyLevel',
        'Conteúdo de marca não pode ser privado: escolha outra opção de privacidade.',
      ],
    ];
    if (missing)
      refusals.push([
        { privacyLevel: missing },
        'tiktokOptions.privacyLevel',
        'Esta conta do TikTok não permite esta opção de privacidade. Escolha outra.',
      ]);
    if (creator.commentDisabled)
      refusals.push([
        { allowComment: true },
        'tiktokOptions.allowComment',
        'Esta conta do TikTok desativou os comentários; não é possível permiti-los.',
      ]);
    if (creator.duetDisabled)
      refusals.push([
        { allowDuet: true },
        'tiktokOptions.allowDuet',
        'Esta conta do TikTok desativou os duetos; não é possível permiti-los.',
      ]);
    for (const [changes, field, message] of refusals) {
      const refused = await postTo(auth, [tiktok.id], choice(creator, changes));
      expect(refused.status, field).toBe(400);
      expect(refused.body.details).toContainEqual({ field, message });
    }
    expect(await postCount(user.projectId)).toBe(0);
  });

  it('store the options with the post and send them to TikTok as its post_info on publish', async () => {
    const { auth, tiktok, instagram, creator } = await tiktokAuthor();
    const options = choice(creator, {
      privacyLevel: creator.privacyLevelOptions.find((level) => level !== 'SELF_ONLY') ?? 'SELF_ONLY',
      commercialContent: true,
      yourBrand: true,
      brandedContent: !creator.privacyLevelOptions.every((level) => level === 'SELF_ONLY'),
      allowDuet: !creator.duetDisabled,
      allowStitch: false,
    });
    const created = await postTo(auth, [tiktok.id, instagram.id], options, [
      { name: 'bastidores.mp4', type: 'video/mp4', bytes: mp4Bytes() },
    ]);
    expect(created.status).toBe(201);
    expect(created.body.data.tiktokOptions).toEqual(options);
    expect(
      (await t.call<Schemas['Post']>('GET', `/posts/${created.body.data.id}`, auth)).body.data.tiktokOptions,
    ).toEqual(options);

    const worker = createScheduler(t.server.services, {
      settings: { ...t.config.scheduler, retryBaseMs: 60_000 },
      publish: networkPublisher(t.server.services),
    });
    await worker.tick();
    const sent = await t.db
      .selectFrom('sandbox_publications')
      .select(['network', 'options'])
      .where('network_user_id', 'in', [
        (
          await t.db
            .selectFrom('social_accounts')
            .select('network_user_id')
            .where('id', '=', tiktok.id)
            .executeTakeFirstOrThrow()
        ).network_user_id ?? '',
      ])
      .execute();
    expect(sent).toEqual([
      {
        network: 'tiktok',
        options: {
          title: 'Nova coleção no TikTok',
          privacy_level: options.privacyLevel,
          disable_comment: !options.allowComment,
          disable_duet: !options.allowDuet,
          disable_stitch: true,
          brand_organic_toggle: true,
          brand_content_toggle: options.brandedContent,
        },
      },
    ]);
  });

  it('edits keep TikTok choices checked: new options replace the stored ones, wrong ones change nothing', async () => {
    const { auth, tiktok, creator } = await tiktokAuthor();
    const later = new Date(Date.now() + 86_400_000);
    const created = await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf(
        {
          caption: 'Post agendado',
          ...scheduleFields([{ at: later, accounts: [tiktok.id] }]),
          tiktokOptions: JSON.stringify(choice(creator)),
        },
        images(1, pngBytes()),
      ),
      auth,
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const refused = await sendForm(
      t,
      'PUT',
      `/posts/${id}`,
      formOf({ tiktokOptions: JSON.stringify({ ...choice(creator), musicUsageConfirmed: false }) }),
      auth,
    );
    expect(refused.status).toBe(400);
    const changed = choice(creator, { privacyLevel: 'SELF_ONLY', allowComment: false });
    const edited = await sendForm(
      t,
      'PUT',
      `/posts/${id}`,
      formOf({ tiktokOptions: JSON.stringify(changed) }),
      auth,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.tiktokOptions).toEqual(changed);
  });
});
