import { crc32, deflateSync } from 'node:zlib';
import type { Schemas } from '@postify/sdk';
import { insertOccurrences, insertPost, keepUploads } from '../posts/store.js';
import type { Services } from '../services.js';
import type { DemoIds } from './demo.js';
import { linkSandboxAccount } from './sandbox-account.js';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 96×96 PNG of one colour: real image bytes for the demo posts, made without any asset file. */
function solidPng([r, g, b]: readonly [number, number, number]): Buffer {
  const size = 96;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const day = 86_400_000;

/**
 * What the demo author chose for TikTok: visible only to the creator, which every TikTok account offers,
 * no interactions, no commercial content, music usage confirmed.
 */
const demoTikTokOptions: Schemas['TikTokPostOptions'] = {
  privacyLevel: 'SELF_ONLY',
  allowComment: false,
  allowDuet: false,
  allowStitch: false,
  commercialContent: false,
  yourBrand: false,
  brandedContent: false,
  musicUsageConfirmed: true,
};

/** A demo post: its caption, the days from today it sits at, how its occurrences ended, its image's colour. */
type DemoPost = readonly [
  caption: string,
  offsetDays: number,
  outcome: 'posted' | 'failed' | 'pending',
  colour: readonly [number, number, number],
];

const demoPosts: readonly DemoPost[] = [
  ['Chegou a nova coleção de verão! ☀️ Confira no link da bio. #verao #moda', -2, 'posted', [242, 153, 74]],
  ['Bastidores da sessão de fotos 📸 #bastidores', -1, 'failed', [86, 204, 242]],
  ['Promoção relâmpago: 30% em toda a loja até domingo! #promo', 1, 'pending', [235, 87, 87]],
  ['Dica da semana: como combinar peças de linho. #dicas #linho', 3, 'pending', [111, 207, 151]],
  ['Lançamento da linha infantil na próxima semana 👶 #lancamento', 8, 'pending', [187, 107, 217]],
];

/** The demo project's linked accounts; a sandbox Instagram account is linked when it has none yet. */
async function demoAccounts(
  services: Services,
  projectId: string,
): Promise<{ id: string; platformName: string }[]> {
  const linked = () =>
    services.db
      .selectFrom('social_accounts')
      .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
      .select(['social_accounts.id as id', 'platforms.name as platformName'])
      .where('social_accounts.project_id', '=', projectId)
      .orderBy('social_accounts.created_at')
      .execute();
  const existing = await linked();
  if (existing.length > 0) return existing;
  await linkSandboxAccount(services, projectId, 'Instagram', 'lojademo');
  return linked();
}

/**
 * Posts of the demo project: one posted, one failed, three pending across this week and the next, each
 * with an image kept in storage and an occurrence per linked account.
 * Skipped when the project already has posts, so running it again changes nothing.
 */
export async function seedDemoPosts(services: Services, ids: DemoIds): Promise<void> {
  const { db } = services;
  const projectId = ids.ownProjectId;
  const existing = await db
    .selectFrom('posts')
    .select('id')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (existing) return;
  const accounts = await demoAccounts(services, projectId);
  const today = new Date();
  today.setUTCHours(15, 0, 0, 0);
  for (const [index, [caption, offsetDays, outcome, colour]] of demoPosts.entries()) {
    const [media] = await keepUploads(services, projectId, [
      { fileName: `demo-${index + 1}.png`, contentType: 'image/png', bytes: solidPng(colour) },
    ]);
    const at = new Date(today.getTime() + offsetDays * day);
    const postId = await insertPost(
      db,
      {
        projectId,
        userId: ids.demoUserId,
        text: {
          caption,
          description: null,
          location: 'São Paulo, SP',
          userTags: null,
          productTags: null,
          altText: null,
        },
        isActive: true,
        review: { status: null, submitted: false, actor: { userId: ids.demoUserId, name: 'Demo' } },
        versions: [],
        tiktokOptions: accounts.some((account) => account.platformName === 'TikTok')
          ? demoTikTokOptions
          : null,
      },
      media ? [media] : [],
      [],
    );
    await insertOccurrences(
      db,
      projectId,
      postId,
      accounts.map((account) => ({ accountId: account.id, at, isActive: true })),
    );
    if (outcome === 'pending') continue;
    await db
      .updateTable('post_schedules')
      .set(
        outcome === 'posted'
          ? {
              status: 'POSTED',
              posted_at: new Date(at.getTime() + 4000),
              attempts: 1,
              network_post_id: `demo-${postId}`,
            }
          : {
              status: 'FAILED',
              attempts: 5,
              failure_reason: 'A rede recusou a publicação: a imagem não atende ao formato exigido.',
            },
      )
      .where('post_id', '=', postId)
      .execute();
  }
}
