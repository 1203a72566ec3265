import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fixedNow, fixedRandom, samplePlatforms } from '../PostComposer/fixtures';
import { PostComposer } from '../PostComposer/PostComposer';
import { sampleImages } from '../previews/fixtures/media';
import { PostPreview } from '../previews/PostPreview/PostPreview';
import { renderThemed } from '../test/render';
import { PostifyI18nProvider } from './PostifyI18nProvider';

const composer = (props: { messages?: { title?: string } } = {}) => (
  <PostComposer
    platforms={samplePlatforms}
    now={fixedNow}
    random={fixedRandom}
    onSubmit={vi.fn(async () => undefined)}
    {...props}
  />
);

describe('PostifyI18nProvider', () => {
  it('renders the composer in English, its validation included', async () => {
    const s = await renderThemed(<PostifyI18nProvider locale="en">{composer()}</PostifyI18nProvider>);
    await expect.element(s.getByRole('heading', { name: /New Template/ })).toBeInTheDocument();
    await userEvent.click(s.getByText('Post now'));
    await userEvent.click(s.getByText('loja.aurora'));
    await userEvent.click(s.getByRole('button', { name: 'Post now' }));
    await expect.element(s.getByText('The caption is required')).toBeInTheDocument();
  });

  it('lets the component prop win over the provider, and the provider over the default', async () => {
    const s = await renderThemed(
      <PostifyI18nProvider locale="en" messages={{ 'postComposer.title': 'Draft a post' }}>
        {composer()}
        <section aria-label="own">{composer({ messages: { title: 'Compose' } })}</section>
      </PostifyI18nProvider>,
    );
    await expect.element(s.getByRole('heading', { name: /Draft a post/ })).toBeInTheDocument();
    await expect.element(s.getByRole('heading', { name: /Compose/ })).toBeInTheDocument();
    const plain = await renderThemed(composer());
    await expect.element(plain.getByRole('heading', { name: /Novo Template/ }).first()).toBeInTheDocument();
  });

  it("shows a preview's network problems in English, with plural forms", async () => {
    const s = await renderThemed(
      <PostifyI18nProvider locale="en">
        <PostPreview caption={'x'.repeat(2300)} network="instagram" media={sampleImages(12)} account={null} />
      </PostifyI18nProvider>,
    );
    await expect
      .element(s.getByText('The caption has 2,300 characters; Instagram accepts up to 2,200.'))
      .toBeInTheDocument();
    await expect
      .element(s.getByText('The post has 12 images; Instagram accepts up to 10.'))
      .toBeInTheDocument();
    await expect.element(s.getByRole('tab', { name: 'Default' })).toBeInTheDocument();
  });
});
