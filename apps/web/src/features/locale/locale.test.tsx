import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { currentUrl, renderApp } from '../../test/render';
import { LangParamSync } from './components/LangParamSync';
import { LangSwitch } from './components/LangSwitch';
import { initialLocale } from './locale-store';

function Probe() {
  const { t } = useTranslation('layout');
  return (
    <>
      <p data-testid="nav-text">{t('nav.pricing')}</p>
      <Empty />
    </>
  );
}

const emptyText = () => document.querySelector('.ant-empty-description')?.textContent;

function renderLocaleUi(url: string) {
  return renderApp(
    <>
      <LangParamSync />
      <LangSwitch />
      <Probe />
    </>,
    { url },
  );
}

describe('locale', () => {
  it('starts from ?lang, then the stored choice, then zh-CN', () => {
    expect(initialLocale('?lang=zh-TW')).toBe('zh-TW');
    expect(initialLocale('?lang=fr-FR')).toBe('zh-CN');
    window.localStorage.setItem(STORAGE_KEYS.locale, 'en-US');
    expect(initialLocale('')).toBe('en-US');
    expect(initialLocale('?lang=zh-CN')).toBe('zh-CN');
  });

  it('applies ?lang=en-US, keeps it, and removes it from the address', async () => {
    mockFetch(() => envelope(null));
    const { router } = renderLocaleUi('/pricing?lang=en-US&tab=1');
    await waitFor(() => expect(currentUrl(router)).toBe('/pricing?tab=1'));
    expect(screen.getByTestId('nav-text').textContent).toBe('Pricing');
    expect(emptyText()).toBe('No data');
    expect(document.documentElement.lang).toBe('en-US');
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('en-US');
    expect(screen.getByTestId('lang-switch').textContent).toContain('English');
  });

  it('switches language from the header switch, antd texts included', async () => {
    mockFetch(() => envelope(null));
    renderLocaleUi('/');
    expect(screen.getByTestId('nav-text').textContent).toBe('会员价格');
    expect(emptyText()).toBe('暂无数据');

    fireEvent.click(screen.getByTestId('lang-switch'));
    fireEvent.click(await screen.findByTestId('lang-option-zh-TW'));
    await act(async () => undefined);

    expect(screen.getByTestId('nav-text').textContent).toBe('會員價格');
    expect(emptyText()).toBe('暫無資料');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('zh-TW');
  });
});
