import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { plans } from './fixtures';
import { PricingTable } from './PricingTable';

describe('PricingTable', () => {
  it('switches to Anualmente with the keyboard and points every button at the yearly checkout', async () => {
    await renderThemed(<PricingTable plans={plans} />);
    const monthly = page.getByRole('radio', { name: 'Mensalmente' });
    await expect.element(monthly).toBeChecked();
    (monthly.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight} ');
    await expect.element(page.getByRole('radio', { name: /Anualmente/ })).toBeChecked();
    await expect.element(page.getByText(/^R\$ 48,00/)).toBeVisible();
    const links = page.getByRole('link', { name: /Experimente 7 dias grátis/ }).elements();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(plans.map((plan) => plan.yearlyPlanUrl));
    expect(links.every((link) => link.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
  });

  it("is one tab stop that the focus returns to where it left, as react-aria's ToggleButtonGroup", async () => {
    await renderThemed(<PricingTable plans={plans} />);
    const monthly = page.getByRole('radio', { name: 'Mensalmente' });
    const yearly = page.getByRole('radio', { name: /Anualmente/ });
    (monthly.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(yearly).toHaveFocus();
    await expect.element(monthly).toBeChecked();
    await expect.element(yearly).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowLeft}{Tab}');
    await expect.element(page.getByRole('link', { name: /Experimente 7 dias grátis/ }).first()).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(monthly).toHaveFocus();
  });
});
