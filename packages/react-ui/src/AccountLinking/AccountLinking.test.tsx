import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { AccountLinking } from './AccountLinking';
import { platforms } from './fixtures';
import { linkReturnFromQuery, withoutLinkReturn } from './linkReturn';

describe('AccountLinking', () => {
  it('warns before leaving for TikTok and starts the connection only after Continuar', async () => {
    const onConnect = vi.fn(async () => {});
    await renderThemed(<AccountLinking platforms={platforms} onConnect={onConnect} onRemove={vi.fn()} />);
    const connect = page.getByRole('button', { name: 'Conectar TikTok' }).element();
    if (!(connect instanceof HTMLElement)) throw new Error('no button');
    connect.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('alertdialog', { name: 'Conectar TikTok' });
    await expect
      .element(dialog.getByText('Você será redirecionado para o TikTok para autorizar o acesso à sua conta.'))
      .toBeVisible();
    expect(onConnect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onConnect).toHaveBeenCalledWith(platforms[2]));
  });

  it("heads each network with its mark, drawn inline instead of loading the API's displayIcon", async () => {
    const screen = await renderThemed(
      <AccountLinking platforms={platforms} onConnect={vi.fn()} onRemove={vi.fn()} />,
    );
    const marks = [...screen.container.querySelectorAll('h3 svg[data-network]')];
    expect(marks.map((mark) => mark.getAttribute('data-network'))).toEqual([
      'instagram',
      'facebook',
      'tiktok',
      'linkedin',
    ]);
    // The heading's text names the network; the mark beside it is not read twice.
    expect(marks.every((mark) => mark.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(screen.container.querySelector('h3 img')).toBeNull();
  });

  it('cannot connect a network that is not allowed to link', async () => {
    await renderThemed(<AccountLinking platforms={platforms} onConnect={vi.fn()} onRemove={vi.fn()} />);
    await expect.element(page.getByRole('button', { name: 'Conectar LinkedIn' })).toBeDisabled();
    await expect.element(page.getByText('Em breve')).toBeVisible();
  });

  it('removes an account after confirmation and reports a failed start', async () => {
    const onRemove = vi.fn(async () => {});
    const onConnect = vi.fn(async () => {
      throw new Error('offline');
    });
    await renderThemed(<AccountLinking platforms={platforms} onConnect={onConnect} onRemove={onRemove} />);
    await page.getByRole('button', { name: 'Remover Aurora Agência' }).click();
    await expect
      .element(page.getByText('Tem certeza que deseja remover a conta Aurora Agência de Facebook?'))
      .toBeVisible();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onRemove).toHaveBeenCalledWith(platforms[1]?.socialMediaAccounts[0]));

    await page.getByRole('button', { name: 'Conectar Instagram' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect
      .element(page.getByText('Não foi possível iniciar a conexão com Instagram. Tente novamente.'))
      .toBeVisible();
  });
});

describe('authorization return', () => {
  it('tells a callback, a refusal and an invalid return apart', () => {
    expect(linkReturnFromQuery(new URLSearchParams(''))).toBeNull();
    expect(linkReturnFromQuery(new URLSearchParams('code=abc&state=xyz'))).toEqual({
      kind: 'callback',
      code: 'abc',
      state: 'xyz',
    });
    expect(linkReturnFromQuery(new URLSearchParams('error=access_denied&state=xyz'))).toEqual({
      kind: 'denied',
      error: 'access_denied',
    });
    expect(linkReturnFromQuery(new URLSearchParams('code=abc'))).toEqual({ kind: 'invalid' });
    expect(linkReturnFromQuery(new URLSearchParams('state=xyz&code='))).toEqual({ kind: 'invalid' });
    expect(withoutLinkReturn(new URLSearchParams('code=a&state=b&tab=2')).toString()).toBe('tab=2');
  });
});
