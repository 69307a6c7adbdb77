import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../test/render';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('PageErrorBoundary', () => {
  it('shows what to do when a page cannot open, and opens the next page normally', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { rerender } = render(
      <PageErrorBoundary resetKey="/templates">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByTestId('page-error').textContent).toContain('页面没能打开');
    fireEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(reload).toHaveBeenCalled();
    rerender(
      <PageErrorBoundary resetKey="/pricing">
        <p>pricing</p>
      </PageErrorBoundary>,
    );
    expect(screen.queryByTestId('page-error')).toBeNull();
    expect(screen.getByText('pricing')).toBeTruthy();
  });
});
