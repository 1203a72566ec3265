import { describe, expect, it } from 'vitest';
import { renderThemed } from '../test/render';
import { campaignFiles } from './fixtures';
import { StorageThumbnail } from './StorageThumbnail';

const image = campaignFiles[0];
if (!image) throw new Error('the fixtures lost their image');

function imageSource(container: HTMLElement) {
  return container.querySelector('img')?.getAttribute('src');
}

describe('StorageThumbnail', () => {
  it('shows the server’s small thumbnail of an image instead of the original file', async () => {
    const file = { ...image, thumbnailUrl: 'https://cdn.postify.dev/thumb.webp' };
    const { container } = await renderThemed(
      <StorageThumbnail item={{ kind: 'file', id: file.fileId, name: file.fileName, createdAt: '', file }} />,
    );
    expect(imageSource(container)).toBe('https://cdn.postify.dev/thumb.webp');
  });

  it('falls back to the file itself when the server made no thumbnail', async () => {
    const { container } = await renderThemed(
      <StorageThumbnail
        item={{ kind: 'file', id: image.fileId, name: image.fileName, createdAt: '', file: image }}
      />,
    );
    expect(imageSource(container)).toBe(image.fileUrl);
  });
});
