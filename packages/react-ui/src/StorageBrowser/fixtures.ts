import type { StorageFile, StorageFolderSummary, StorageUsage } from './types';

const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="${fill}"/><circle cx="22" cy="10" r="5" fill="#ffffff"/></svg>`)}`;

const folder = (
  folderId: string,
  name: string,
  createdAt: string,
  needsPassword = false,
): StorageFolderSummary => ({
  folderId,
  name,
  needsPassword,
  parentFolderId: null,
  createdAt,
});

/** Root folders of the stories and tests. */
export const rootFolders: StorageFolderSummary[] = [
  folder('7d3f1c2a-0000-4000-8000-000000000001', 'Campanhas', '2026-11-02T13:00:00.000Z'),
  folder('7d3f1c2a-0000-4000-8000-000000000002', 'Contratos', '2026-10-15T13:00:00.000Z', true),
  folder('7d3f1c2a-0000-4000-8000-000000000003', 'Logos', '2026-09-01T13:00:00.000Z'),
];

/** Subfolders of 'Campanhas'. */
export const campaignFolders: StorageFolderSummary[] = [
  {
    ...folder('7d3f1c2a-0000-4000-8000-000000000011', 'Black Friday', '2026-11-10T13:00:00.000Z'),
    parentFolderId: '7d3f1c2a-0000-4000-8000-000000000001',
  },
];

const file = (
  fileId: string,
  fileName: string,
  contentType: string,
  fileSize: number,
  createdAt: string,
  fileUrl: string,
): StorageFile => ({
  fileId,
  fileName,
  fileSize,
  contentType,
  folderId: '7d3f1c2a-0000-4000-8000-000000000001',
  createdAt,
  updatedAt: createdAt,
  fileUrl,
});

/** Files of 'Campanhas': an image, a video, a PDF, a spreadsheet and an archive. */
export const campaignFiles: StorageFile[] = [
  file(
    '9a000000-0000-4000-8000-000000000001',
    'banner-natal.png',
    'image/png',
    482_133,
    '2026-11-12T15:30:00.000Z',
    svg('#2563eb'),
  ),
  file(
    '9a000000-0000-4000-8000-000000000002',
    'teaser.mp4',
    'video/mp4',
    18_400_000,
    '2026-11-13T15:30:00.000Z',
    'about:blank',
  ),
  file(
    '9a000000-0000-4000-8000-000000000003',
    'briefing.pdf',
    'application/pdf',
    120_000,
    '2026-11-05T15:30:00.000Z',
    'about:blank',
  ),
  file(
    '9a000000-0000-4000-8000-000000000004',
    'metas.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    33_000,
    '2026-11-06T15:30:00.000Z',
    'about:blank',
  ),
  file(
    '9a000000-0000-4000-8000-000000000005',
    'fotos.zip',
    'application/zip',
    9_000_000,
    '2026-11-07T15:30:00.000Z',
    'about:blank',
  ),
];

/** The 'Campanhas' location, one level below the root. */
export const campaignLocation = {
  folderId: '7d3f1c2a-0000-4000-8000-000000000001',
  name: 'Campanhas',
  path: [{ folderId: '7d3f1c2a-0000-4000-8000-000000000001', name: 'Campanhas' }],
};

/** Usage within the plan. */
export const usage: StorageUsage = {
  usedBytes: 2_684_354_560,
  reservedBytes: 0,
  limitBytes: 10_737_418_240,
  formattedSize: '2,5 GB',
  storageLimitFormatted: '10 GB',
  usagePercentage: 25,
  planName: 'Starter',
  isOverLimit: false,
};

/** Usage over the plan's limit (the bar stops at 100 %). */
export const overLimitUsage: StorageUsage = {
  usedBytes: 12_884_901_888,
  reservedBytes: 0,
  limitBytes: 10_737_418_240,
  formattedSize: '12 GB',
  storageLimitFormatted: '10 GB',
  usagePercentage: 120,
  planName: 'Starter',
  isOverLimit: true,
};
