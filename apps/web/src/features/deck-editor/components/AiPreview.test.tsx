import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { currentParams } from '../../auth/components/login-test-kit';
import type { AiRun } from '../hooks/useAiAction';
import { NO_PICTURES } from '../model/pictures';
import { testDeck } from '../model/test-deck';
import { AiPreview } from './AiPreview';

/** An AI run on the first slide refused by the server with `code`. */
function refused(code: number, message: string): AiRun {
  return {
    target: { kind: 'slide', slideId: testDeck.slides[0]!.id, action: 'expand' },
    status: 'error',
    text: '',
    offline: false,
    failure: { kind: 'server', code, message },
  };
}

function renderRefused(code: number, message: string) {
  const noop = vi.fn();
  return renderApp(
    <AiPreview
      run={refused(code, message)}
      deck={testDeck}
      pictures={NO_PICTURES}
      desktop
      onStop={noop}
      onApply={noop}
      onDiscard={noop}
      onRetry={noop}
    />,
    { url: '/workspace?recordId=r1' },
  );
}

describe("the AI preview's limits", () => {
  it('5410: upgrade and "buy AI points", which opens the packs over the editor (?aipacks)', async () => {
    const { router } = renderRefused(5410, 'AI 点数不足，升级专业版可无限生成');
    const notice = await screen.findByTestId('ai-preview-error');
    expect(within(notice).getByTestId('ai-upgrade')).toBeTruthy();
    const buy = within(notice).getByTestId('ai-buy-points');
    expect(buy.textContent).toBe('购买 AI 点数');
    fireEvent.click(buy);
    await waitFor(() => expect(currentParams(router).has('aipacks')).toBe(true));
    expect(currentParams(router).get('recordId')).toBe('r1');
  });

  it("5411: the members' daily cap offers the packs too, without the upgrade", async () => {
    renderRefused(5411, '已达到会员 AI 使用上限');
    const notice = await screen.findByTestId('ai-preview-error');
    expect(within(notice).getByTestId('ai-buy-points')).toBeTruthy();
    expect(within(notice).queryByTestId('ai-upgrade')).toBeNull();
  });

  it('5414: upgrade only', async () => {
    renderRefused(5414, '请升级专业版后使用');
    const notice = await screen.findByTestId('ai-preview-error');
    expect(within(notice).getByTestId('ai-upgrade')).toBeTruthy();
    expect(within(notice).queryByTestId('ai-buy-points')).toBeNull();
  });
});
