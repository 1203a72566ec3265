import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { onboardingStatus } from './fixtures';
import { OnboardingPanel } from './OnboardingPanel';

const guide = () => page.getByRole('dialog', { name: 'Guia de primeiros passos' });

describe('OnboardingPanel', () => {
  it('shows completed/total, check marks, and COMEÇAR only on an expanded incomplete step', async () => {
    await renderThemed(<OnboardingPanel status={onboardingStatus} />);
    await expect.element(page.getByRole('progressbar')).toHaveTextContent('1/4');
    const done = page.getByRole('button', { name: /Conectar contas/ });
    // The check mark is decoration (aria-hidden): the name already says 'Concluído'.
    await expect.element(done).toHaveAccessibleName(/Concluído/);
    expect(done.element().textContent).toContain('✓');
    expect(page.getByRole('button', { name: /Criar um post/ }).element().textContent).not.toContain('✓');
    await done.click();
    await expect.element(page.getByText('Conecte suas redes sociais para publicar.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'COMEÇAR' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: /Agendar um post/ }).click();
    await expect.element(page.getByText('Conecte suas redes sociais para publicar.')).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'COMEÇAR' })).toHaveAttribute('href', '/calendar');
    await page.getByRole('button', { name: /Agendar um post/ }).click();
    await expect.element(page.getByRole('link', { name: 'COMEÇAR' })).not.toBeInTheDocument();
  });

  it('opens the guide drawer and closes it with Escape, the close button and the backdrop', async () => {
    await renderThemed(<OnboardingPanel status={onboardingStatus} />);
    await page.getByRole('button', { name: 'Ver guia' }).click();
    await expect.element(guide()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(guide()).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Ver guia' }).click();
    await guide()
      .getByRole('button', { name: /fechar/i })
      .click();
    await expect.element(guide()).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Ver guia' }).click();
    await expect.element(guide()).toBeVisible();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(guide()).not.toBeInTheDocument();
  });

  it("runs invite-friends' COMEÇAR without navigation and closes the guide", async () => {
    const onStart = vi.fn();
    await renderThemed(<OnboardingPanel status={onboardingStatus} defaultGuideOpen onStart={onStart} />);
    await guide()
      .getByRole('button', { name: /Convidar amigos/ })
      .click();
    await guide().getByRole('button', { name: 'COMEÇAR' }).click();
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ id: 'invite-friends' }));
    await expect.element(guide()).not.toBeInTheDocument();
  });
});
