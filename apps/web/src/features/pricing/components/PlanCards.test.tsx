import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { buildProduct, CATALOGUE } from '../../membership/membership-fixtures';
import { PlanCards } from './PlanCards';

const renderCards = () => renderApp(<PlanCards current={null} onUpgrade={vi.fn()} />);

describe('pricing plan cards', () => {
  it("prices the professional card from the catalogue's monthly plan, basic at 0", async () => {
    const catalogue = CATALOGUE.map((p) =>
      p.id === 'pro-monthly' ? { ...p, price: { ...p.price, pay: 3300 } } : p,
    );
    mockFetch(() => envelope({ items: catalogue, payments: ['wechat', 'alipay'] }));
    renderCards();
    const price = screen.getByTestId('plan-professional-price');
    await waitFor(() => expect(price.textContent).toBe('¥33/月'));
    expect(price.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByTestId('plan-basic').textContent).toContain('¥0/月');
  });

  it('shows a skeleton while the catalogue loads', () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderCards();
    const price = screen.getByTestId('plan-professional-price');
    expect(price.getAttribute('aria-busy')).toBe('true');
    expect(price.querySelector('.ant-skeleton')).not.toBeNull();
    expect(price.textContent).not.toContain('¥');
    expect(within(screen.getByTestId('plan-basic')).getByText('0')).toBeTruthy();
  });

  it('without a monthly plan, shows the cheapest plan averaged over 30 days', async () => {
    mockFetch(() =>
      envelope({
        items: [buildProduct('pro-quarterly', 6900, 90), buildProduct('pro-yearly', 19900, 365)],
        payments: ['wechat', 'alipay'],
      }),
    );
    renderCards();
    const price = screen.getByTestId('plan-professional-price');
    await waitFor(() => expect(price.textContent).toBe('¥16.36/月（按套餐折算）'));
  });
});
