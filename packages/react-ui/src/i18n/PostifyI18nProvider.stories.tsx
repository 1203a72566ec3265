import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImages } from '../previews/fixtures/media';
import { PostPreview } from '../previews/PostPreview/PostPreview';
import { PostifyI18nProvider } from './PostifyI18nProvider';

/** What a partner's page shows when it wraps Postify's components in `PostifyI18nProvider`. */
const meta = {
  title: 'Foundations/PostifyI18nProvider',
  component: PostifyI18nProvider,
  args: {
    locale: 'en',
    children: (
      <PostPreview
        caption="New this week: our spring collection is here! #launch"
        network="instagram"
        media={sampleImages(12)}
        account={{ username: 'acme.store' }}
      />
    ),
  },
} satisfies Meta<typeof PostifyI18nProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `locale="en"`: the preview's labels and the SDK's network refusals, plural forms included, in English. */
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Instagram' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('The post has 12 images; Instagram accepts up to 10.')).toBeInTheDocument();
  },
};

/** A partner's own text for one code wins over the shipped English. */
export const PartnerOverride: Story = {
  args: { messages: { 'postPreview.problemsTitle': 'Fix these first' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fix these first')).toBeInTheDocument();
  },
};

/** Without a locale the default pt-BR, the specification's texts. */
export const PortugueseByDefault: Story = {
  args: { locale: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('O post tem 12 imagens; o Instagram aceita até 10.')).toBeInTheDocument();
  },
};
