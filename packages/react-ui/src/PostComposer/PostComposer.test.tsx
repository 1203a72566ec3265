import { multipart, templateFormFields } from '@postify/hooks';
import { PostifyApiError } from '@postify/sdk';
import { describe, expect, it, vi } from 'vitest';
import { type Locator, userEvent } from 'vitest/browser';
import { publicCreator } from '../TikTokPostSettings/fixtures';
import { renderThemed } from '../test/render';
import { fixedNow, fixedRandom, imageFiles, samplePlatforms, videoFile } from './fixtures';
import { PostComposer, type PostComposerProps } from './PostComposer';
import { buildQueueRequest } from './payload';
import type { TemplatePayload } from './types';

function renderComposer(props: Partial<PostComposerProps> = {}) {
  const onSubmit = vi.fn<PostComposerProps['onSubmit']>(async () => ({ id: 42 }));
  const screen = renderThemed(
    <PostComposer
      platforms={samplePlatforms}
      now={fixedNow}
      random={fixedRandom}
      onSubmit={onSubmit}
      postHref={(post) => `/posts/${post.id}`}
      {...props}
    />,
  );
  return { screen, onSubmit };
}

/** Presses Tab until the element has the focus (keyboard only, as a user would). */
async function tabTo(target: Locator, limit = 60) {
  // Fields that follow from the text (the advanced options) arrive in a transition after the keystroke.
  await expect.element(target).toBeInTheDocument();
  const element = target.element();
  for (let i = 0; i < limit && document.activeElement !== element; i++) await userEvent.tab();
  expect(document.activeElement).toBe(element);
}

function mediaInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The media picker has no file input.');
  return input;
}

describe('PostComposer', () => {
  it('is filled in and posted now with the keyboard only, sending the typed payload', async () => {
    const { screen, onSubmit } = renderComposer();
    const s = await screen;

    await tabTo(s.getByRole('textbox', { name: 'Legenda' }));
    await userEvent.keyboard('Promoção de verão na loja');
    await tabTo(s.getByRole('textbox', { name: 'Descrição' }));
    await userEvent.keyboard('Campanha de dezembro');
    await tabTo(s.getByRole('textbox', { name: 'Localização' }));
    await userEvent.keyboard('São Paulo, SP');
    await tabTo(s.getByRole('textbox', { name: 'Marcar usuários' }));
    await userEvent.keyboard('@amiga');
    await tabTo(s.getByRole('textbox', { name: 'Tags de produtos' }));
    await userEvent.keyboard('#verao');
    await tabTo(s.getByRole('textbox', { name: 'Texto alternativo' }));
    await userEvent.keyboard('Vitrine da loja');
    await tabTo(s.getByRole('switch', { name: 'Postar agora' }));
    await userEvent.keyboard(' ');
    await tabTo(s.getByRole('checkbox', { name: 'aurora.outlet' }));
    await userEvent.keyboard(' ');
    await tabTo(s.getByRole('button', { name: 'Postar Agora' }));
    await userEvent.keyboard('{Enter}');
    const dialog = s.getByRole('alertdialog', { name: 'Salvar template' });
    await expect.element(dialog.getByText('O post será publicado agora em 1 conta(s).')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');

    await expect.element(s.getByRole('link', { name: 'Ver post' })).toHaveAttribute('href', '/posts/42');
    await expect.element(s.getByText('Post enviado para publicação!', { exact: false })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      caption: 'Promoção de verão na loja',
      description: 'Campanha de dezembro',
      location: 'São Paulo, SP',
      userTags: '@amiga',
      productTags: '#verao',
      altText: 'Vitrine da loja',
      isActive: true,
      schedules: [
        {
          schedule: fixedNow().toISOString(),
          repeatType: 0,
          repeatNumber: 0,
          isActive: true,
          socialMediaAccountIds: ['ig-2'],
        },
      ],
      media: [],
      // No TikTok account chosen: no TikTok options.
      tiktokOptions: null,
    } satisfies TemplatePayload);
    // A fresh draft follows the save.
    await expect.element(s.getByRole('textbox', { name: 'Legenda' })).toHaveValue('');
  });

  it('is scheduled with a repeat using the keyboard only', async () => {
    const { screen, onSubmit } = renderComposer();
    const s = await screen;
    await tabTo(s.getByRole('textbox', { name: 'Legenda' }));
    await userEvent.keyboard('Aviso semanal da loja');
    await tabTo(s.getByRole('switch', { name: 'Agendar template' }));
    await userEvent.keyboard(' ');
    await expect.element(s.getByRole('spinbutton', { name: /dia/i }).first()).toBeInTheDocument();
    await tabTo(s.getByRole('spinbutton', { name: /dia/i }).first());
    await userEvent.keyboard('03122026');
    await tabTo(s.getByRole('button', { name: /Horário/ }));
    // The list's last time, by its key: typing '18:00' selects by type-ahead, whose one-second window a
    // loaded machine's keystrokes outlasted (it landed on 00:00).
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Enter}');
    await expect.element(s.getByRole('button', { name: /Horário/ })).toHaveTextContent('23:55');
    await tabTo(s.getByRole('checkbox', { name: 'Loja Aurora' }));
    await userEvent.keyboard(' ');
    await tabTo(s.getByRole('switch', { name: 'Repetir' }));
    await userEvent.keyboard(' ');
    await tabTo(s.getByRole('textbox', { name: 'Número de repetições' }));
    await userEvent.keyboard('{Control>}a{/Control}2');
    await tabTo(s.getByRole('button', { name: 'Adicionar Agendamento' }));
    await userEvent.keyboard('{Enter}');
    await expect.element(s.getByRole('heading', { name: 'Agendamentos (1)' })).toBeInTheDocument();
    await tabTo(s.getByRole('button', { name: 'Agendar' }));
    await userEvent.keyboard('{Enter}');
    await expect.element(s.getByRole('alertdialog', { name: 'Salvar template' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');

    await expect.element(s.getByText('Template salvo com sucesso!', { exact: false })).toBeInTheDocument();
    expect(onSubmit.mock.calls[0]?.[0].schedules).toEqual([
      {
        schedule: new Date(2026, 11, 3, 23, 55).toISOString(),
        repeatType: 1,
        repeatNumber: 2,
        isActive: true,
        socialMediaAccountIds: ['fb-1'],
      },
    ]);
  });

  it('schedules with a repeat and sends every schedule as an ISO entry', async () => {
    const { screen, onSubmit } = renderComposer({ initialFields: { caption: 'Aviso semanal' } });
    const s = await screen;
    await userEvent.click(s.getByText('Agendar template'));
    await userEvent.click(s.getByRole('spinbutton', { name: /dia/i }).first());
    await userEvent.keyboard('01122026');
    await userEvent.click(s.getByRole('button', { name: /Horário/ }));
    await userEvent.click(s.getByRole('option', { name: '09:30' }));
    await userEvent.click(s.getByText('loja.aurora'));
    await userEvent.click(s.getByText('Repetir'));
    const count = s.getByRole('textbox', { name: 'Número de repetições' });
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    const interval = s.getByRole('textbox', { name: 'Intervalo em dias' });
    await userEvent.clear(interval);
    await userEvent.type(interval, '7');
    await userEvent.tab();
    await userEvent.click(s.getByRole('button', { name: 'Adicionar Agendamento' }));
    await userEvent.click(s.getByRole('button', { name: 'Agendar' }));
    await userEvent.click(s.getByRole('alertdialog').getByRole('button', { name: 'Agendar' }));

    await expect.element(s.getByText('Template salvo com sucesso!', { exact: false })).toBeInTheDocument();
    expect(onSubmit.mock.calls[0]?.[0].schedules).toEqual([
      {
        schedule: new Date(2026, 11, 1, 9, 30).toISOString(),
        repeatType: 7,
        repeatNumber: 3,
        isActive: true,
        socialMediaAccountIds: ['ig-1'],
      },
    ]);
  });

  it('labels and enables the save button by the switches, schedules and accounts', async () => {
    const s = await renderComposer({ initialFields: { caption: 'Legenda válida' } }).screen;
    const postNow = s.getByRole('switch', { name: 'Postar agora' });
    const scheduling = s.getByRole('switch', { name: 'Agendar template' });

    // Neither option: 'Salvar', disabled.
    await expect.element(s.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    // Posting now without an account: 'Postar Agora', disabled; scheduling is off limits.
    await userEvent.click(s.getByText('Postar agora'));
    await expect.element(s.getByRole('button', { name: 'Postar Agora' })).toBeDisabled();
    await expect.element(scheduling).toBeDisabled();
    await userEvent.click(s.getByText('Loja Aurora'));
    await expect.element(s.getByRole('button', { name: 'Postar Agora' })).toBeEnabled();

    // Scheduling without a schedule: 'Salvar', disabled; posting now is off limits.
    await userEvent.click(s.getByText('Postar agora'));
    await userEvent.click(s.getByText('Agendar template'));
    await expect.element(postNow).toBeDisabled();
    await expect.element(s.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    // With a schedule: 'Agendar', enabled.
    await userEvent.click(s.getByRole('spinbutton', { name: /dia/i }).first());
    await userEvent.keyboard('02122026');
    await userEvent.click(s.getByRole('button', { name: /Horário/ }));
    await userEvent.click(s.getByRole('option', { name: '12:00' }));
    await userEvent.click(s.getByText('aurora.outlet'));
    await userEvent.click(s.getByRole('button', { name: 'Adicionar Agendamento' }));
    await expect.element(s.getByRole('button', { name: 'Agendar' })).toBeEnabled();

    // Scheduling off clears the schedules: back on, the list is empty and saving is disabled again.
    await userEvent.click(s.getByText('Agendar template'));
    await expect.element(s.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.click(s.getByText('Agendar template'));
    await expect.element(s.getByRole('heading', { name: 'Agendamentos (0)' })).toBeInTheDocument();
    await expect.element(s.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it("tells an EDITOR of a project with 'Exigir aprovação' that the post goes to review", async () => {
    const { screen, onSubmit } = renderComposer({
      initialFields: { caption: 'Legenda válida' },
      goesToReview: true,
    });
    const s = await screen;
    const notice = 'Este projeto exige aprovação: seu post vai para Em revisão antes de ser agendado.';
    await expect.element(s.getByRole('status').filter({ hasText: notice })).toBeInTheDocument();
    await userEvent.click(s.getByText('Postar agora'));
    await userEvent.click(s.getByText('Loja Aurora'));
    // Not 'Postar Agora': nothing is published before a reviewer approves it.
    await expect.element(s.getByRole('button', { name: 'Postar Agora' })).not.toBeInTheDocument();
    await userEvent.click(s.getByRole('button', { name: 'Enviar para revisão' }));
    await userEvent.click(
      s
        .getByRole('alertdialog', { name: 'Salvar template' })
        .getByRole('button', { name: 'Enviar para revisão' }),
    );
    await expect.element(s.getByText('Post enviado para revisão!', { exact: false })).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says nothing about review when the post does not go to review', async () => {
    const s = await renderComposer({ initialFields: { caption: 'Legenda válida' } }).screen;
    await expect.element(s.getByText(/exige aprovação/)).not.toBeInTheDocument();
    await expect.element(s.getByRole('button', { name: 'Enviar para revisão' })).not.toBeInTheDocument();
  });

  it('refuses a 16th image and keeps the 15', async () => {
    const s = await renderComposer({ initialMedia: imageFiles(15) }).screen;
    await expect.element(s.getByRole('button', { name: 'Remover foto-15.svg' })).toBeInTheDocument();
    await userEvent.upload(mediaInput(s.container), imageFiles(16).slice(15));
    await expect.element(s.getByText('Você pode enviar no máximo 15 imagens.')).toBeInTheDocument();
    expect(s.getByRole('button', { name: /^Remover / }).all()).toHaveLength(15);
  });

  it('lets a video replace the images, then refuses images beside it and a second video', async () => {
    const s = await renderComposer({ initialMedia: imageFiles(2) }).screen;
    const input = mediaInput(s.container);
    await userEvent.upload(input, videoFile());
    await expect.element(s.getByRole('button', { name: 'Remover video.webm' })).toBeInTheDocument();
    expect(s.getByRole('button', { name: /^Remover / }).all()).toHaveLength(1);

    await userEvent.upload(input, imageFiles(1));
    await expect.element(s.getByText('Você não pode misturar vídeos e imagens.')).toBeInTheDocument();
    await userEvent.upload(input, [videoFile('a.webm'), videoFile('b.webm')]);
    await expect.element(s.getByText('Apenas 1 vídeo é permitido.')).toBeInTheDocument();
    expect(s.getByRole('button', { name: /^Remover / }).all()).toHaveLength(1);
  });

  it('requires a caption before asking to save', async () => {
    const { screen, onSubmit } = renderComposer();
    const s = await screen;
    await userEvent.click(s.getByText('Postar agora'));
    await userEvent.click(s.getByText('loja.aurora'));
    await userEvent.click(s.getByRole('tab', { name: 'Visualizar' }));
    await userEvent.click(s.getByRole('button', { name: 'Postar Agora' }));
    await expect.element(s.getByText('A legenda é obrigatória')).toBeInTheDocument();
    await expect.element(s.getByRole('textbox', { name: 'Legenda' })).toHaveFocus();
    expect(s.getByRole('alertdialog').query()).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the AI actions only above 5 characters and keeps the caption when one fails', async () => {
    const onImproveCaption = vi.fn(async (caption: string) => `${caption}, com frete grátis!`);
    const onGenerateTags = vi.fn(async () => '#verao #promo');
    const onAiError = vi.fn();
    const s = await renderComposer({ onImproveCaption, onGenerateTags, onAiError }).screen;
    const improve = s.getByRole('button', { name: 'Melhorar legenda com IA' });
    const tags = s.getByRole('button', { name: 'Gerar tags de produtos' });
    const caption = s.getByRole('textbox', { name: 'Legenda' });

    await userEvent.type(caption, 'Verão');
    await expect.element(improve).toBeDisabled();
    await expect.element(tags).toBeDisabled();
    await userEvent.type(caption, '!');
    await expect.element(improve).toBeEnabled();

    await userEvent.click(improve);
    await expect.element(caption).toHaveValue('Verão!, com frete grátis!');
    await userEvent.click(tags);
    await expect.element(s.getByRole('textbox', { name: 'Tags de produtos' })).toHaveValue('#verao #promo');

    onImproveCaption.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(improve);
    await expect.element(improve).toBeEnabled();
    await expect.element(caption).toHaveValue('Verão!, com frete grátis!');
    expect(onAiError).toHaveBeenCalledTimes(1);
  });

  it('asks before leaving and leaves only when confirmed', async () => {
    const onCancel = vi.fn();
    const s = await renderComposer({ onCancel, initialFields: { caption: 'Rascunho importante' } }).screen;
    await userEvent.click(s.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(s.getByRole('button', { name: 'Continuar editando' }));
    expect(onCancel).not.toHaveBeenCalled();
    await expect.element(s.getByRole('textbox', { name: 'Legenda' })).toHaveValue('Rascunho importante');
    await userEvent.click(s.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(s.getByRole('button', { name: 'Sair sem salvar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows a failed save in pt-BR and keeps the draft', async () => {
    const onSubmit = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const s = await renderComposer({ onSubmit, initialFields: { caption: 'Não perca isto' } }).screen;
    await userEvent.click(s.getByText('Postar agora'));
    await userEvent.click(s.getByText('loja.aurora'));
    await userEvent.click(s.getByRole('button', { name: 'Postar Agora' }));
    await userEvent.click(s.getByRole('alertdialog').getByRole('button', { name: 'Postar Agora' }));
    await expect.element(s.getByText('Não foi possível salvar o template')).toBeInTheDocument();
    await expect.element(s.getByText('Tente novamente em alguns instantes.')).toBeInTheDocument();
    expect(s.getByText('Failed to fetch').query()).toBeNull();
    await expect.element(s.getByRole('textbox', { name: 'Legenda' })).toHaveValue('Não perca isto');
  });

  it('shows the API message of a refused save', async () => {
    const onSubmit = vi.fn(async () => {
      throw new PostifyApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Arquivo grande demais' });
    });
    const s = await renderComposer({ onSubmit, initialFields: { caption: 'Vídeo longo' } }).screen;
    await userEvent.click(s.getByText('Postar agora'));
    await userEvent.click(s.getByText('loja.aurora'));
    await userEvent.click(s.getByRole('button', { name: 'Postar Agora' }));
    await userEvent.click(s.getByRole('alertdialog').getByRole('button', { name: 'Postar Agora' }));
    await expect.element(s.getByText('Arquivo grande demais')).toBeInTheDocument();
  });
});

describe('TemplatePayload', () => {
  it('is the create-template input the hooks turn into the multipart body', () => {
    const [photo] = imageFiles(1);
    if (!photo) throw new Error('no fixture');
    const payload: TemplatePayload = {
      caption: 'Oi',
      description: '',
      location: 'Recife',
      userTags: '',
      productTags: '#a',
      altText: '',
      isActive: true,
      schedules: [
        {
          schedule: '2026-12-01T12:00:00.000Z',
          repeatType: 7,
          repeatNumber: 2,
          isActive: true,
          socialMediaAccountIds: ['ig-1', 'fb-1'],
        },
      ],
      media: [photo],
    };
    const body = multipart(templateFormFields(payload), payload.media);
    expect(body.get('caption')).toBe('Oi');
    expect(body.get('location')).toBe('Recife');
    expect(body.get('isActive')).toBe('true');
    expect(body.get('scheduleRequestDtos[0].schedule')).toBe('2026-12-01T12:00:00.000Z');
    expect(body.get('scheduleRequestDtos[0].repeatType')).toBe('7');
    expect(body.get('scheduleRequestDtos[0].repeatNumber')).toBe('2');
    expect(body.get('scheduleRequestDtos[0].isActive')).toBe('true');
    expect(body.get('scheduleRequestDtos[0].socialMediaAccountIds[1]')).toBe('fb-1');
    expect((body.get('media') as File).name).toBe('foto-1.svg');
  });

  it("asks for TikTok's options when a TikTok account is chosen and sends them once complete", async () => {
    const platforms = samplePlatforms.map((group) =>
      group.name === 'TikTok'
        ? { ...group, socialMediaAccounts: [{ id: 'tt-1', username: 'lojadamaria.tt' }] }
        : group,
    );
    const onTikTokAccountsChange = vi.fn();
    const { screen, onSubmit } = renderComposer({
      platforms,
      initialFields: { caption: 'Legenda válida' },
      initialMedia: imageFiles(1),
      tiktokCreators: [
        {
          accountId: 'tt-1',
          creator: { ...publicCreator, accountId: 'tt-1' },
          isLoading: false,
          errorMessage: null,
        },
      ],
      onTikTokAccountsChange,
    });
    const s = await screen;
    await userEvent.click(s.getByText('Postar agora'));
    await userEvent.click(s.getByText('lojadamaria.tt'));
    await expect.element(s.getByText('Publicando como Loja da Maria (@lojadamaria.tt)')).toBeVisible();
    expect(onTikTokAccountsChange).toHaveBeenLastCalledWith(['tt-1']);

    // Nothing chosen: no confirmation, the reasons instead.
    await userEvent.click(s.getByRole('button', { name: 'Postar Agora' }));
    await expect
      .element(s.getByText('Confirme que concorda com a Confirmação de Uso de Música do TikTok.'))
      .toBeVisible();
    expect(s.getByRole('alertdialog').elements()).toHaveLength(0);

    await userEvent.click(s.getByRole('button', { name: /Escolha uma opção/ }));
    await userEvent.click(s.getByRole('option', { name: 'Seguidores' }));
    await userEvent.click(s.getByText('Ao publicar, concordo com a Confirmação de Uso de Música do TikTok.'));
    await userEvent.click(s.getByRole('button', { name: 'Postar Agora' }));
    await userEvent.click(s.getByRole('alertdialog').getByRole('button', { name: 'Postar Agora' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].tiktokOptions).toEqual({
      privacyLevel: 'FOLLOWER_OF_CREATOR',
      allowComment: false,
      allowDuet: false,
      allowStitch: false,
      commercialContent: false,
      yourBrand: false,
      brandedContent: false,
      musicUsageConfirmed: true,
    });
  });

  it("'Adicionar à fila' saves the post without schedules, queues it and says when each account posts it", async () => {
    const onAddToQueue = vi.fn<NonNullable<PostComposerProps['onAddToQueue']>>(async () => ({
      id: 42,
      slots: [{ socialMediaAccountId: 'ig-1', at: '2026-11-30T12:00:00.000Z' }],
    }));
    const { screen, onSubmit } = renderComposer({
      onAddToQueue,
      queueAccountIds: ['ig-1'],
      timeZone: 'America/Sao_Paulo',
    });
    const s = await screen;
    await s.getByRole('textbox', { name: 'Legenda' }).fill('Novidade da semana');
    await tabTo(s.getByRole('switch', { name: 'Adicionar à fila' }));
    await userEvent.keyboard(' ');
    await tabTo(s.getByRole('checkbox', { name: 'loja.aurora' }));
    await userEvent.keyboard(' ');
    await tabTo(s.getByRole('button', { name: 'Adicionar à fila' }));
    await userEvent.keyboard('{Enter}');
    const dialog = s.getByRole('alertdialog', { name: 'Salvar template' });
    await expect
      .element(dialog.getByText('O post entrará no próximo horário livre da fila de 1 conta(s).'))
      .toBeInTheDocument();
    await userEvent.keyboard('{Enter}');

    await expect
      .element(
        s.getByText('Post adicionado à fila! Instagram @loja.aurora: 30/11/2026 09:00', { exact: false }),
      )
      .toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onAddToQueue).toHaveBeenCalledTimes(1);
    expect(onAddToQueue.mock.calls[0]?.[0]).toMatchObject({ caption: 'Novidade da semana', schedules: [] });
    expect(onAddToQueue.mock.calls[0]?.[1]).toEqual({ socialMediaAccountIds: ['ig-1'] });
  });

  it('says which chosen account has no queue slots, links to them and keeps the post from being queued', async () => {
    const { screen } = renderComposer({
      onAddToQueue: vi.fn(),
      queueAccountIds: ['ig-1'],
      queueSlotsHref: '/posts/queue',
    });
    const s = await screen;
    await tabTo(s.getByRole('switch', { name: 'Adicionar à fila' }));
    await userEvent.keyboard(' ');
    await tabTo(s.getByRole('checkbox', { name: 'Loja Aurora' }));
    await userEvent.keyboard(' ');
    await expect
      .element(
        s.getByText(
          'Facebook @Loja Aurora ainda não tem horários da fila. Defina os horários antes de adicionar posts à fila.',
          { exact: false },
        ),
      )
      .toBeVisible();
    await expect
      .element(s.getByRole('link', { name: 'Definir horários da fila' }))
      .toHaveAttribute('href', '/posts/queue');
    await expect.element(s.getByRole('button', { name: 'Adicionar à fila' })).toBeDisabled();
  });

  it('queues from the start of the chosen day in the project zone', () => {
    expect(
      buildQueueRequest({ selectedAccountIds: ['ig-1'], queueFrom: '2027-03-22' }, 'Europe/Lisbon'),
    ).toEqual({ socialMediaAccountIds: ['ig-1'], notBefore: '2027-03-22T00:00:00.000Z' });
    expect(
      buildQueueRequest({ selectedAccountIds: ['ig-1'], queueFrom: '2027-04-05' }, 'Europe/Lisbon'),
    ).toEqual({ socialMediaAccountIds: ['ig-1'], notBefore: '2027-04-04T23:00:00.000Z' });
  });
});
