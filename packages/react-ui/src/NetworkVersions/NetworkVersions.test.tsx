import { useNetworkVersions } from '@postify/hooks/state';
import type { NetworkVersion } from '@postify/sdk/rules';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { NetworkVersions } from './NetworkVersions';

const media = [{ name: 'a.jpg' }, { name: 'b.jpg' }];

function Harness({ onVersions }: { onVersions: (versions: NetworkVersion[]) => void }) {
  const versions = useNetworkVersions({
    networks: ['instagram', 'tiktok'],
    caption: 'Verão',
    media: media.map(() => ({ kind: 'image' as const })),
  });
  useEffect(() => {
    onVersions(versions.versions);
  }, [versions.versions, onVersions]);
  return <NetworkVersions versions={versions} media={media} />;
}

describe('NetworkVersions', () => {
  it("writes a network's caption, reorders its media and adds Instagram's first comment", async () => {
    let sent: NetworkVersion[] = [];
    await renderThemed(
      <Harness
        onVersions={(versions) => {
          sent = versions;
        }}
      />,
    );
    await page.getByText('Personalizar por rede').click();
    await page.getByRole('textbox', { name: 'Legenda no Instagram' }).fill('Verão no Instagram');
    await page.getByRole('button', { name: 'Mover b.jpg para antes' }).click();
    await page.getByRole('textbox', { name: 'Primeiro comentário' }).fill('#verao');
    expect(sent).toEqual([
      { network: 'instagram', caption: 'Verão no Instagram', mediaOrder: [1, 0], firstComment: '#verao' },
    ]);
    await expect.element(page.getByRole('button', { name: 'Voltar ao texto original' })).toBeVisible();

    // TikTok publishes no first comment: its tab does not offer one.
    await page.getByRole('tab', { name: 'TikTok' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Legenda no TikTok' })).toHaveValue('Verão');
    expect(page.getByRole('textbox', { name: 'Primeiro comentário' }).elements()).toHaveLength(0);
  });
});
