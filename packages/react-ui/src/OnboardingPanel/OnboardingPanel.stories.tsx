import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { domainComponent, mainStory } from '../../.storybook/modes';
import { onboardingStatus } from './fixtures';
import { OnboardingPanel } from './OnboardingPanel';

const meta = {
  parameters: domainComponent,
  title: 'Dashboard/OnboardingPanel',
  component: OnboardingPanel,
  args: { status: onboardingStatus, onStart: fn() },
} satisfies Meta<typeof OnboardingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The progress ring (1/4) and the steps, the first one checked. */
export const Collapsed: Story = {
  parameters: mainStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progresso do onboarding' })).toHaveTextContent(
      '1/4',
    );
  },
};

/** An incomplete step expanded shows its description and 'COMEÇAR'. */
export const StepExpanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Criar um post/ }));
    await expect(canvas.getByRole('link', { name: 'COMEÇAR' })).toHaveAttribute('href', '/posts/create');
  },
};

/** The guide drawer from the side. */
export const GuideOpen: Story = {
  args: { defaultGuideOpen: true },
  parameters: { layout: 'fullscreen' },
  play: async () => {
    // The drawer's code arrives when the guide first opens.
    await expect(await screen.findByRole('dialog')).toHaveAccessibleName('Guia de primeiros passos');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
