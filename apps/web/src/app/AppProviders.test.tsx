import { render, screen } from '@testing-library/react';
import { Button, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { setReducedMotion } from '../test/setup-dom';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';

function Motion() {
  const { token } = theme.useToken();
  return <Button>{token.motion ? 'animated' : 'still'}</Button>;
}

describe('AppProviders', () => {
  it('animates by default', () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByRole('button').textContent).toBe('animated');
  });

  it("turns antd's motion off when the system asks for reduced motion", () => {
    setReducedMotion(true);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByRole('button').textContent).toBe('still');
  });
});
