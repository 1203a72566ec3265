import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('names a section by its title, so it is announced as a region', async () => {
    await renderThemed(
      <Card as="section" title="Últimos posts">
        conteúdo
      </Card>,
    );
    await expect.element(page.getByRole('region', { name: 'Últimos posts' })).toBeVisible();
  });

  it('leaves a plain card unnamed', async () => {
    await renderThemed(<Card title="Resumo">conteúdo</Card>);
    await expect.element(page.getByRole('heading', { name: 'Resumo' })).toBeVisible();
    expect(page.getByRole('region').elements()).toHaveLength(0);
  });
});
