import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { ReferralPanel } from './ReferralPanel';

const meta = {
  parameters: domainComponent,
  title: 'Dashboard/ReferralPanel',
  component: ReferralPanel,
  args: {
    share: {
      shareUrl: 'https://postify.app/r/AURORA15',
      rewardPercentage: 15,
      maxReferrals: 3,
      referralCount: 1,
    },
    copy: fn(async () => {}),
  },
} satisfies Meta<typeof ReferralPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reward, the share link and the referral count. */
export const Default: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Convide 3 amigos e ganhe um cupom de 15% de desconto.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Seu link de indicação' })).toHaveValue(
      'https://postify.app/r/AURORA15',
    );
    await expect(canvas.getByText('Indicações: 1 de 3')).toBeVisible();
  },
};

export const DarkTheme: Story = { ...Default, parameters: {}, globals: { theme: 'dark' } };
