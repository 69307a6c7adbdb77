import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../test/render';
import { PrimaryButton } from './PrimaryButton';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('PrimaryButton', () => {
  it('ignores clicks while its async handler runs, then accepts them again', async () => {
    let pending = deferred();
    const onClick = vi.fn(() => pending.promise);
    render(<PrimaryButton onClick={onClick}>提交</PrimaryButton>);
    const button = screen.getByRole('button');

    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.className).toContain('ant-btn-loading');

    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(button.className).not.toContain('ant-btn-loading');

    pending = deferred();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ends the loading state when the handler fails', async () => {
    const failing = Promise.reject(new Error('nope'));
    failing.catch(() => undefined);
    const onClick = vi.fn(() => failing);
    render(<PrimaryButton onClick={onClick}>提交</PrimaryButton>);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await act(async () => {
      await failing.catch(() => undefined);
    });
    expect(button.className).not.toContain('ant-btn-loading');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('passes synchronous clicks straight through', () => {
    const onClick = vi.fn();
    render(<PrimaryButton onClick={onClick}>提交</PrimaryButton>);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
