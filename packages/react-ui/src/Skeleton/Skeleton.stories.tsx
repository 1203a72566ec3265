import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { column, narrow, row } from '../../.storybook/layout.css';
import { Spinner } from '../Spinner/Spinner';
import { vars } from '../theme/contract.css';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post card loading: the skeleton is hidden from screen readers, the spinner announces 'Carregando...'. */
export const PostCardLoading: Story = {
  render: () => (
    <div className={`${column} ${narrow}`}>
      <div className={row}>
        <Skeleton shape="circle" width={vars.size.avatar} />
        <Skeleton width="50%" />
      </div>
      <Skeleton shape="block" height={vars.size.ring} />
      <Skeleton width="80%" />
      <Spinner showLabel />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/** 'line' takes one line of the text around it: a title's and a note's lines keep their heights while loading. */
export const Lines: Story = {
  render: () => (
    <div className={`${column} ${narrow}`}>
      <p style={{ margin: 0, fontSize: vars.font.size.xl }}>
        <Skeleton shape="line" width="60%" />
      </p>
      <p style={{ margin: 0, fontSize: vars.font.size.sm }}>
        <Skeleton shape="line" width="40%" />
      </p>
    </div>
  ),
};
