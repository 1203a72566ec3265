import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Harness(props: Partial<ConfirmDialogProps> & Pick<ConfirmDialogProps, 'onConfirm'>) {
  const [open, setOpen] = useState(true);
  return open ? <ConfirmDialog isOpen onOpenChange={setOpen} {...props} /> : <p>fechado</p>;
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('runs the action first, keeps both buttons disabled meanwhile, then closes', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    await renderThemed(<Harness onConfirm={onConfirm} />);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const pending = page.getByRole('button', { name: 'Carregando...' });
    await expect.element(pending).toHaveAttribute('aria-disabled', 'true');
    await expect.element(pending).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledOnce();
    action.resolve();
    await expect.element(page.getByText('fechado')).toBeInTheDocument();
  });

  it('stays open and reports the error when the action fails, so the user can retry', async () => {
    const action = deferred();
    const onError = vi.fn();
    await renderThemed(<Harness onConfirm={() => action.promise} onError={onError} />);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    action.reject(new Error('Erro ao deletar projeto'));
    await expect.element(page.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    expect(onError).toHaveBeenCalledWith(new Error('Erro ao deletar projeto'));
    await expect.element(page.getByRole('alertdialog', { name: 'Confirmar ação' })).toBeInTheDocument();
  });

  it('closes on Escape when idle without running the action', async () => {
    const onConfirm = vi.fn();
    await renderThemed(<Harness onConfirm={onConfirm} />);
    await expect.element(page.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('fechado')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
