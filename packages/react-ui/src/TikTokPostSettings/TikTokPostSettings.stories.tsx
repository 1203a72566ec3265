import { useTikTokOptions } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import type { TikTokOptionsDraft } from '@postify/sdk/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { privateCreator, publicCreator } from './fixtures';
import { type TikTokCreatorStatus, TikTokSettingsLoading } from './SettingsFrame';
import { TikTokPostSettings } from './TikTokPostSettings';

interface HarnessProps {
  creators: readonly TikTokCreatorStatus[];
  isVideo?: boolean;
  videoSeconds?: number | null;
  showProblems?: boolean;
  /** Choices made before the story starts. */
  initial?: Partial<TikTokOptionsDraft>;
}

const read = (creator: Schemas['TikTokCreatorInfo']): TikTokCreatorStatus => ({
  accountId: creator.accountId,
  creator,
  isLoading: false,
  errorMessage: null,
});

/** The settings driven by `useTikTokOptions`, as the composer drives them. */
function Harness({
  creators,
  isVideo = true,
  videoSeconds = null,
  showProblems = false,
  initial,
}: HarnessProps) {
  const limits = useMemo(
    () => creators.flatMap((status) => (status.creator ? [status.creator] : [])),
    [creators],
  );
  const tiktok = useTikTokOptions(limits.length === creators.length ? limits : [], videoSeconds);
  const { change } = tiktok;
  useEffect(() => {
    if (initial) change(initial);
  }, [initial, change]);
  return (
    <TikTokPostSettings
      creators={creators}
      draft={tiktok.draft}
      onChange={change}
      limits={tiktok.limits}
      problems={tiktok.problems}
      showProblems={showProblems}
      isVideo={isVideo}
    />
  );
}

const meta = {
  parameters: domainComponent,
  title: 'Posts/TikTokPostSettings',
  component: Harness,
  args: { creators: [read(publicCreator)] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Creator info read, nothing chosen: no privacy by default, interactions off, duets locked by the creator. */
export const NothingChosen: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Publicando como Loja da Maria (@lojadamaria.tt)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Escolha uma opção/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Comentem' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Façam dueto' })).toBeDisabled();
    await expect(canvas.getByText('Esta conta aceita vídeos de até 10:00.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Confirmação de Uso de Música/ })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Confirmação de Uso de Música' })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en',
    );
  },
};

/** Choosing who can see the post from the creator's options, then allowing comments. */
export const ChoosingPrivacy: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Escolha uma opção/ }));
    const listbox = within(canvasElement.ownerDocument.body).getByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Seguidores' }));
    await expect(canvas.getByRole('button', { name: /Seguidores/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Comentem' }));
    await expect(canvas.getByRole('checkbox', { name: 'Comentem' })).toBeChecked();
  },
};

/** The creator info is still being read from TikTok. */
export const Loading: Story = {
  args: {
    creators: [{ accountId: publicCreator.accountId, creator: null, isLoading: true, errorMessage: null }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lendo as configurações da conta do TikTok…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Escolha uma opção/ })).toBeNull();
  },
};

/**
 * In the composer, while the options' code arrives (it is loaded when a TikTok account is chosen): the same
 * panel and creators, and 'Carregando...' where the options go once the creators are read.
 */
export const OptionsLoading: Story = {
  render: ({ creators }) => <TikTokSettingsLoading creators={creators} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Opções do TikTok' })).toBeVisible();
    await expect(canvas.getByText('Publicando como Loja da Maria (@lojadamaria.tt)')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/** TikTok refused the account: its reason and 'Tentar novamente'; no choice can be made meanwhile. */
export const ReadFailed: Story = {
  args: {
    creators: [
      {
        accountId: publicCreator.accountId,
        creator: null,
        isLoading: false,
        errorMessage: 'A conta precisa ser conectada novamente antes de publicar',
        retry: fn(),
      },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A conta precisa ser conectada novamente');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.creators[0]?.retry).toHaveBeenCalled();
  },
};

/** After 'Postar agora' with nothing chosen: what TikTok still needs, in pt-BR. */
export const ProblemsShown: Story = {
  args: { showProblems: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Escolha quem pode ver este post no TikTok.')[0]).toBeVisible();
    await expect(
      canvas.getByText('Confirme que concorda com a Confirmação de Uso de Música do TikTok.'),
    ).toBeVisible();
  },
};

/** Promoting the creator's own business: the post will be labelled 'Conteúdo promocional'. */
export const YourBrand: Story = {
  args: { initial: { commercialContent: true, yourBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('O post será identificado como “Conteúdo promocional”.')).toBeVisible();
  },
};

/** Branded content: 'Parceria paga', 'Somente eu' unavailable, and the consent names the Branded Content Policy. */
export const BrandedContent: Story = {
  args: { initial: { commercialContent: true, brandedContent: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('O post será identificado como “Parceria paga”.')).toBeVisible();
    await expect(canvas.getByText('Conteúdo de marca não pode ser privado.')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', {
        name: 'Ao publicar, concordo com a Política de Conteúdo de Marca e a Confirmação de Uso de Música do TikTok.',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Escolha uma opção/ }));
    const listbox = within(canvasElement.ownerDocument.body).getByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Somente eu' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** A private creator's photo post: no 'Todos', comments locked, no duet or stitch for photos. */
export const PrivateCreatorPhoto: Story = {
  args: { creators: [read(privateCreator)], isVideo: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Comentem' })).toBeDisabled();
    await expect(canvas.queryByRole('checkbox', { name: 'Façam dueto' })).toBeNull();
    await expect(canvas.getByText('Desativado nas configurações desta conta do TikTok.')).toBeVisible();
  },
};

/** Two accounts: the choices must suit both (the private one's options and locks), and a video over 1:00 is refused. */
export const TwoAccountsVideoTooLong: Story = {
  args: {
    creators: [read(publicCreator), read(privateCreator)],
    videoSeconds: 95,
    showProblems: true,
    initial: { privacyLevel: 'FOLLOWER_OF_CREATOR', musicUsageConfirmed: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Publicando como Ateliê Flor (@atelie.flor)')).toBeVisible();
    await expect(
      canvas.getByText('O vídeo tem 1:35; esta conta do TikTok aceita vídeos de até 1:00.'),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Comentem' })).toBeDisabled();
  },
};
