import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { narrow } from '../../.storybook/layout.css';
import { DropZone } from './DropZone';

const meta = {
  title: 'Primitives/DropZone',
  component: DropZone,
  args: { onFiles: fn(), acceptedFileTypes: ['image/*', 'video/*'] },
  decorators: [(Story) => <div className={narrow}>{Story()}</div>],
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker button is the keyboard path: Tab to it; picked files of the accepted types arrive. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Selecionar arquivos' })).toHaveFocus();
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('the file input is missing');
    const photo = new File(['x'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    await expect(args.onFiles).toHaveBeenCalledWith([photo]);
  },
};

/** Files of other types are left out, whether picked or dropped. */
export const FiltersTypes: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('the file input is missing');
    const video = new File(['v'], 'video.mp4', { type: 'video/mp4' });
    const pdf = new File(['p'], 'contrato.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, [video, pdf], { applyAccept: false });
    await expect(args.onFiles).toHaveBeenCalledWith([video]);
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
