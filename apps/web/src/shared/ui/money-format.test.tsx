import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/render';
import { Money } from './Money';
import { formatMoney, moneyParts } from './money-format';

describe('money', () => {
  it('shows whole yuan without decimals', () => {
    expect(formatMoney(2900)).toBe('¥29');
    expect(formatMoney(0)).toBe('¥0');
  });

  it('shows the decimal part only when there is one, without trailing zeros', () => {
    expect(formatMoney(2990)).toBe('¥29.9');
    expect(formatMoney(1999)).toBe('¥19.99');
    expect(formatMoney(5)).toBe('¥0.05');
  });

  it('uses $ for USD and ¥ by default', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.5');
    expect(moneyParts(100).symbol).toBe('¥');
  });

  it('renders symbol, integer and decimal parts', () => {
    const { container } = render(<Money cents={19990} />);
    expect(container.textContent).toBe('¥199.9');
    const { container: whole } = render(<Money cents={30000} currency="USD" />);
    expect(whole.textContent).toBe('$300');
  });
});
