import type { Schemas } from '@postify/sdk';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import type { PostUpdate } from './draft';
import { sampleAccounts, samplePost } from './fixtures';
import { PostCard, type PostCardProps } from './PostCard';

const timeZone = 'America/Sao_Paulo';

function Harness(
  props: Omit<PostCardProps, 'post' | 'onSave'> & { onSave: (u: PostUpdate) => Promise<void> },
) {
  const [post, setPost] = useState<Schemas['Post']>(() => samplePost(42, { scheduleHours: [2], images: 2 }));
  return (
    <PostCard
      {...props}
      post={post}
      timeZone={timeZone}
      accounts={sampleAccounts}
      onSave={async (update) => {
        await props.onSave(update);
        setPost((current) => ({
          ...current,
          caption: update.caption,
          description: update.description,
          mediaUrls: update.keptMediaUrls,
          media: current.media.filter((item) => update.keptMediaUrls.includes(item.url)),
        }));
      }}
    />
  );
}

describe('PostCard', () => {
  it('edits caption, media and schedules, saves, and shows the saved caption in view mode', async () => {
    const onSave = vi.fn(async (_update: PostUpdate) => {});
    await renderThemed(<Harness onSave={onSave} />);
    await page.getByRole('button', { name: 'Editar post #42' }).click();

    const caption = page.getByRole('textbox', { name: 'Legenda' });
    await caption.clear();
    await caption.fill('Legenda nova do verão');
    await page.getByRole('button', { name: 'Remover mídia 1' }).click();
    await page.getByRole('button', { name: 'Adicionar agendamento' }).click();
    await page
      .getByRole('group', { name: 'Contas do agendamento 2' })
      .getByText('Facebook @CafeAurora')
      .click();
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect.element(page.getByRole('button', { name: 'Editar post #42' })).toBeVisible();
    expect(onSave).toHaveBeenCalledTimes(1);
    const update = onSave.mock.calls[0]?.[0];
    expect(update?.caption).toBe('Legenda nova do verão');
    expect(update?.keptMediaUrls).toHaveLength(1);
    expect(update?.schedules).toHaveLength(2);
    expect(update?.schedules[1]?.socialMediaAccountIds).toEqual([sampleAccounts[1]?.id]);
    // The added schedule starts at the current minute.
    const added = Date.parse(update?.schedules[1]?.scheduledAt ?? '');
    expect(Math.abs(added - Date.now())).toBeLessThan(120_000);
    await expect.element(page.getByText('Legenda nova do verão').first()).toBeVisible();
  });

  it('leaves edit mode without saving on Cancelar, with the keyboard', async () => {
    const onSave = vi.fn(async () => {});
    await renderThemed(<Harness onSave={onSave} />);
    await page.getByRole('button', { name: 'Editar post #42' }).click();
    await page.getByRole('textbox', { name: 'Legenda' }).fill('Descartar isto');
    await page.getByRole('button', { name: 'Cancelar' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Editar post #42' })).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    await expect.element(page.getByText('Descartar isto')).not.toBeInTheDocument();
  });

  it('offers the AI caption only past 5 characters and keeps the caption when it fails', async () => {
    const improve = vi.fn(async (_caption: string): Promise<string> => {
      throw new Error('falhou');
    });
    const onError = vi.fn();
    await renderThemed(<Harness onSave={async () => {}} onImproveCaption={improve} onError={onError} />);
    await page.getByRole('button', { name: 'Editar post #42' }).click();
    const caption = page.getByRole('textbox', { name: 'Legenda' });
    const ai = page.getByRole('button', { name: 'Melhorar legenda com IA' });
    await caption.fill('12345');
    await expect.element(ai).toBeDisabled();
    await caption.fill('123456');
    await expect.element(ai).toBeEnabled();
    await ai.click();
    await expect.element(caption).toHaveValue('123456');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('replaces the caption with the improved one', async () => {
    await renderThemed(<Harness onSave={async () => {}} onImproveCaption={async (c) => `${c} melhorada`} />);
    await page.getByRole('button', { name: 'Editar post #42' }).click();
    await page.getByRole('textbox', { name: 'Legenda' }).fill('Legenda base');
    await page.getByRole('button', { name: 'Melhorar legenda com IA' }).click();
    await expect
      .element(page.getByRole('textbox', { name: 'Legenda' }))
      .toHaveValue('Legenda base melhorada');
  });

  it('shows the first postedAt, or Pendente before anything is posted', async () => {
    await renderThemed(
      <PostCard post={samplePost(5, { scheduleHours: [3, 1], posted: true })} timeZone={timeZone} />,
    );
    // The first schedule (3 h after 12:00) was posted one minute after it.
    await expect.element(page.getByText('22/11/2026 15:01:00')).toBeVisible();
  });

  it('shows Pendente when no schedule has been posted', async () => {
    await renderThemed(<PostCard post={samplePost(6)} timeZone={timeZone} />);
    await expect.element(page.getByText('Pendente')).toBeVisible();
  });

  it("shows each network's own version in its preview tab ('Personalizar por rede')", async () => {
    const post: Schemas['Post'] = {
      ...samplePost(7, { caption: 'Legenda de todas as redes' }),
      versions: [{ network: 'instagram', caption: 'Só no Instagram, com a legenda dela' }],
    };
    await renderThemed(<PostCard post={post} timeZone={timeZone} />);
    const tabs = page.getByRole('tablist', { name: 'Pré-visualização por rede' });
    await tabs.getByRole('tab', { name: 'Facebook' }).click();
    await expect.element(page.getByText(/Legenda de todas as redes/)).toBeVisible();
    await tabs.getByRole('tab', { name: 'Instagram' }).click();
    await expect.element(page.getByText(/Só no Instagram, com a legenda dela/)).toBeVisible();
    await expect.element(page.getByText(/Legenda de todas as redes/)).not.toBeInTheDocument();
  });

  it('keeps the post and says why when the delete is refused', async () => {
    const onDelete = vi.fn(async () => {
      throw new Error('Você não tem permissão para realizar esta ação');
    });
    await renderThemed(
      <PostCard post={samplePost(9, { scheduleHours: [5] })} timeZone={timeZone} onDelete={onDelete} />,
    );
    await page.getByRole('button', { name: 'Excluir post #9' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir post' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Você não tem permissão para realizar esta ação');
    expect(page.getByRole('alertdialog').all()).toHaveLength(0);
    await expect.element(page.getByRole('heading', { name: '#9' })).toBeVisible();
  });
});
