import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { sampleImages } from './fixtures/media';
import {
  FeedPreview,
  MediaCarousel,
  PhotoGridPreview,
  PostPreview,
  previewAccountsOf,
  ShortTextPreview,
  VideoChannelPreview,
} from './index';

describe('network previews', () => {
  it('reads the media kind from the extension when no type is declared', async () => {
    const screen = await renderThemed(
      <MediaCarousel media={['https://cdn.example/clip.MOV?sig=1', 'https://cdn.example/foto.png']} />,
    );
    // A video in the post: one player, with its badge, and no image carousel.
    await expect.element(screen.getByText('Vídeo', { exact: true })).toBeInTheDocument();
    expect(screen.container.querySelectorAll('video')).toHaveLength(1);
    expect(screen.container.querySelector('img')).toBeNull();
  });

  it('uses the file name of a blob URL and shows audio and documents by their kind', async () => {
    const screen = await renderThemed(
      <MediaCarousel
        media={[
          { url: 'blob:https://app.example/1', name: 'podcast.mp3' },
          { url: 'https://cdn.example/contrato.pdf' },
        ]}
      />,
    );
    await expect.element(screen.getByLabelText('Áudio do post')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima mídia' }));
    await expect.element(screen.getByText('Documento')).toBeInTheDocument();
    await expect
      .element(screen.getByRole('link', { name: 'Abrir link' }))
      .toHaveAttribute('href', 'https://cdn.example/contrato.pdf');
  });

  it('stops the carousel at both ends and disables the arrow that cannot move', async () => {
    const screen = await renderThemed(<MediaCarousel media={sampleImages(2)} />);
    const previous = screen.getByRole('button', { name: 'Mídia anterior' });
    const next = screen.getByRole('button', { name: 'Próxima mídia' });
    await expect.element(previous).toBeDisabled();
    await userEvent.click(next);
    await expect.element(screen.getByText('2/2')).toBeInTheDocument();
    await expect.element(next).toBeDisabled();
    await expect.element(screen.getByRole('img', { name: 'Foto 2' })).toBeInTheDocument();
  });

  it('shows the account name and picture, or the initial of the default name', async () => {
    const screen = await renderThemed(
      <>
        <FeedPreview
          caption="Oi"
          account={{ username: 'loja.aurora', profilePicture: sampleImages(1)[0]?.url }}
        />
        <PhotoGridPreview caption="Oi" />
      </>,
    );
    const feed = screen.getByRole('article', { name: 'loja.aurora' }).element();
    expect(feed.querySelector('img')?.getAttribute('src')).toContain('data:image/svg+xml');
    const grid = screen.getByRole('article', { name: 'seu_perfil' }).element();
    expect(grid.textContent).toContain('S');
    expect(grid.querySelector('img')).toBeNull();
  });

  it('falls back to the fixed titles when the caption is empty', async () => {
    const screen = await renderThemed(
      <>
        <VideoChannelPreview caption="" />
        <ShortTextPreview caption="" />
      </>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Título do vídeo' })).toBeInTheDocument();
    await expect.element(screen.getByText('Sem legenda')).toBeInTheDocument();
  });

  it('lets a partner replace the copy', async () => {
    const screen = await renderThemed(
      <ShortTextPreview caption="" messages={{ noCaption: 'No caption', shortTextBrand: 'Acme' }} />,
    );
    await expect.element(screen.getByText('No caption')).toBeInTheDocument();
    await expect.element(screen.getByRole('article', { name: 'Acme' })).toBeInTheDocument();
  });

  it("moves between PostPreview tabs with arrows (wrapping), Home and End, and checks that tab's network", async () => {
    const screen = await renderThemed(<PostPreview caption="Oi" media={sampleImages(11)} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    await expect
      .element(screen.getByText('O post tem 11 imagens; o Instagram aceita até 10.'))
      .toBeInTheDocument();
    tab('Padrão').element().focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Bluesky')).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab('Bluesky')).toHaveFocus();
    await expect.element(screen.getByRole('tabpanel', { name: 'Bluesky' })).toBeInTheDocument();
    await expect
      .element(screen.getByText('O post tem 11 imagens; o Bluesky aceita até 4.'))
      .toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    await expect.element(tab('Padrão')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}{ArrowRight}{ArrowRight}');
    await expect.element(tab('Facebook')).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByText('Tudo certo para publicar nesta rede.')).toBeInTheDocument();
    await userEvent.click(tab('Instagram'));
    await expect
      .element(screen.getByText('O post tem 11 imagens; o Instagram aceita até 10.'))
      .toBeInTheDocument();
    expect(screen.container.textContent).not.toContain('o YouTube');
  });
});

describe('previewAccountsOf', () => {
  const linked = [
    { id: 'ig-1', platformName: 'Instagram', username: 'loja.aurora', status: 'EXPIRED' as const },
    {
      id: 'ig-2',
      platformName: 'Instagram',
      username: 'aurora.outlet',
      userProfilePictureUrl: 'https://cdn/a.png',
    },
    { id: 'x-1', platformName: 'Twitter/X', username: 'aurora' },
    { id: 'o-1', platformName: 'Orkut', username: 'aurora' },
  ];

  it('shows per network the first active account, with its picture, and leaves unlinked networks out', () => {
    expect(previewAccountsOf(linked)).toEqual({
      instagram: { username: 'aurora.outlet', profilePicture: 'https://cdn/a.png' },
      x: { username: 'aurora', profilePicture: null },
    });
    expect(previewAccountsOf([])).toEqual({});
  });

  it('prefers the accounts the post goes to, in their order, and the first entry of a repeated id', () => {
    const withSchedule = [...linked, { id: 'ig-1', platformName: 'Instagram', username: 'outro' }];
    expect(previewAccountsOf(withSchedule, ['ig-1', 'ig-2']).instagram).toEqual({
      username: 'loja.aurora',
      profilePicture: null,
    });
  });

  it("feeds each PostPreview tab its network's account and keeps the generic name elsewhere", async () => {
    const screen = await renderThemed(
      <PostPreview caption="Oi" accounts={previewAccountsOf(linked)} network="instagram" />,
    );
    await expect.element(screen.getByRole('article', { name: 'aurora.outlet' })).toBeInTheDocument();
    await screen.rerender(
      <PostPreview caption="Oi" accounts={previewAccountsOf(linked)} network="facebook" />,
    );
    await expect.element(screen.getByRole('article', { name: 'Sua Página' })).toBeInTheDocument();
  });
});
