import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionToken } from '../../../shared/storage/session-token';
import { envelope, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import { testUser } from '../../auth/components/login-test-kit';
import { ThemePicker } from './ThemePicker';

const BRAND_ID = 'brand-0b3f5d2c-8a1e-4c6f-9d2b-7e4a1c3b5f60';
const TEAM_ID = '5d1c2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const builtIn = { id: 'clean-blue', title: '简约蓝', tags: ['business'], thumbnail: '/t/c.png' };
const brandItem = (id: string, title: string, removable = true) => ({
  id,
  title,
  tags: removable ? ['brand', 'removable'] : ['brand'],
  thumbnail: '/t/b.png',
});

/** The caller's team, a member of it. */
const TEAM = {
  id: TEAM_ID,
  name: '市场部',
  ownerId: 'u2',
  isOwner: false,
  seats: 5,
  memberUntil: 0,
  members: [],
  invitations: [],
};

const path = (call: RecordedCall) => new URL(call.url, 'http://localhost').pathname;
const TEMPLATES = '/api/workspace/template';
const BRAND = '/api/themes/brand';

interface ServerOptions {
  brands?: { id: string; title: string; removable?: boolean }[];
  team?: boolean;
  /** Answers the upload instead of adding the theme. */
  uploadRefusal?: { code: number; message: string };
  /** Holds the upload's answer until this resolves. */
  uploadGate?: Promise<void>;
}

/**
 * The theme list (a signed-in caller's brand themes after the engine's), the upload that adds
 * one, the removal that drops one, the caller and their team.
 */
function themeServer({ brands = [], team = false, uploadRefusal, uploadGate }: ServerOptions = {}) {
  const kept = [...brands];
  const server = mockFetch((call) => {
    const at = path(call);
    if (at === '/api/user/user-info') return envelope(testUser);
    if (at === '/api/web/team/mine') return envelope({ team: team ? TEAM : null });
    if (at === TEMPLATES) {
      const mine = call.headers.authorization
        ? kept.map((b) => brandItem(b.id, b.title, b.removable))
        : [];
      return envelope({ items: [builtIn, ...mine], total: 1 + mine.length });
    }
    if (at === BRAND && call.method === 'POST') {
      if (uploadRefusal) return envelope(null, uploadRefusal);
      const form = server.fn.mock.calls.at(-1)![1]!.body as FormData;
      return (uploadGate ?? Promise.resolve()).then(() => {
        kept.push({ id: BRAND_ID, title: String(form.get('name')) });
        return envelope({ themeId: BRAND_ID });
      });
    }
    if (at.startsWith(`${BRAND}/`) && call.method === 'DELETE') {
      kept.splice(
        kept.findIndex((b) => at.endsWith(b.id)),
        1,
      );
      return envelope(null);
    }
    return envelope(null);
  });
  const uploads = () =>
    server.fn.mock.calls
      .filter(([url, init]) => String(url) === BRAND && init?.method === 'POST')
      .map(([, init]) => init!.body as FormData);
  const listCalls = () => server.calls.filter((c) => path(c) === TEMPLATES).length;
  const deletes = () => server.calls.filter((c) => c.method === 'DELETE').map(path);
  return { ...server, uploads, listCalls, deletes };
}

function renderPicker(signedIn = true) {
  if (signedIn) sessionToken.set('tok');
  return renderApp(<ThemePicker current="clean-blue" applying={undefined} onChoose={() => {}} />);
}

async function openUpload() {
  fireEvent.click(await screen.findByTestId('brand-upload-open'));
  await screen.findByText('点击或拖拽模板文件到这里');
}

function chooseFile(name: string, size?: number) {
  const file = new File(['pptx bytes'], name);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
}

const nameInput = () => screen.getByTestId<HTMLInputElement>('brand-name');
const dialogText = () => document.querySelector('.ant-modal-confirm')?.textContent ?? '';

beforeEach(() => window.localStorage.clear());
afterEach(() => sessionToken.clear());

describe('uploading a company template in the theme picker', () => {
  it('sends the file and the name from the file, then shows the new theme as the company’s', async () => {
    const server = themeServer();
    renderPicker();
    await openUpload();
    chooseFile('公司模板.potx');
    expect(nameInput().value).toBe('公司模板');
    expect(screen.queryByTestId('brand-share')).toBeNull();
    fireEvent.click(screen.getByTestId('brand-submit'));

    const card = await screen.findByTestId(`theme-${BRAND_ID}`);
    const [form] = server.uploads();
    expect((form!.get('file') as File).name).toBe('公司模板.potx');
    expect(form!.get('name')).toBe('公司模板');
    expect(form!.has('teamId')).toBe(false);
    expect(within(card).getByText('企业')).toBeTruthy();
    expect(card.textContent).toContain('公司模板');
    expect(server.listCalls()).toBe(2);
  });

  it("shares it with the caller's team when they choose so", async () => {
    const server = themeServer({ team: true });
    renderPicker();
    await openUpload();
    chooseFile('brand.pptx');
    fireEvent.change(nameInput(), { target: { value: '  品牌 2026  ' } });
    fireEvent.click(await screen.findByRole('radio', { name: '团队共享' }));
    fireEvent.click(screen.getByTestId('brand-submit'));
    await screen.findByTestId(`theme-${BRAND_ID}`);
    const [form] = server.uploads();
    expect(form!.get('name')).toBe('品牌 2026');
    expect(form!.get('teamId')).toBe(TEAM_ID);
  });

  it("shows the server's 5403 message in the form and keeps it open", async () => {
    const message =
      '不支持的文件类型: 无法读取这个文件：请在 PowerPoint 或 WPS 中另存为 .pptx（未加密）后再导入';
    themeServer({ uploadRefusal: { code: 5403, message } });
    renderPicker();
    await openUpload();
    chooseFile('old.pptx');
    fireEvent.click(screen.getByTestId('brand-submit'));
    const failure = await screen.findByTestId('brand-failure');
    expect(failure.textContent).toContain('无法使用这个模板');
    expect(failure.textContent).toContain('另存为 .pptx');
    expect(screen.getByTestId('brand-submit')).toBeTruthy();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('shows progress when the upload takes more than a second', async () => {
    let release: () => void = () => undefined;
    themeServer({ uploadGate: new Promise<void>((resolve) => (release = resolve)) });
    renderPicker();
    await openUpload();
    chooseFile('slow.pptx');
    fireEvent.click(screen.getByTestId('brand-submit'));
    expect(screen.queryByTestId('brand-progress')).toBeNull();
    expect(await screen.findByTestId('brand-progress', {}, { timeout: 2000 })).toBeTruthy();
    release();
    expect(await screen.findByTestId(`theme-${BRAND_ID}`)).toBeTruthy();
  });

  it('refuses a file over 20 MB without sending it', async () => {
    const server = themeServer();
    renderPicker();
    await openUpload();
    chooseFile('huge.pptx', 20 * 1024 * 1024 + 1);
    fireEvent.click(screen.getByTestId('brand-submit'));
    const failure = await screen.findByTestId('brand-failure');
    expect(failure.textContent).toContain('文件不能超过 20 MB');
    expect(server.uploads()).toHaveLength(0);
  });

  it("opens the limit dialog with the server's message past the cap (5412)", async () => {
    const message = '最多保存 1 个品牌主题，请先删除不用的主题或升级专业版';
    themeServer({ uploadRefusal: { code: 5412, message } });
    renderPicker();
    await openUpload();
    chooseFile('second.pptx');
    fireEvent.click(screen.getByTestId('brand-submit'));
    await screen.findByTestId('confirm-ok');
    expect(dialogText()).toContain(message);
  });

  it('offers no upload to a signed-out visitor', async () => {
    themeServer({ brands: [{ id: BRAND_ID, title: '公司模板' }] });
    renderPicker(false);
    await screen.findByTestId('theme-clean-blue');
    expect(screen.queryByTestId('brand-upload-open')).toBeNull();
    expect(screen.queryByTestId(`theme-${BRAND_ID}`)).toBeNull();
  });
});

describe('removing a brand theme in the theme picker', () => {
  it('asks first, then removes it and asks for the list again', async () => {
    const server = themeServer({ brands: [{ id: BRAND_ID, title: '公司模板' }] });
    renderPicker();
    fireEvent.click(await screen.findByTestId(`theme-remove-${BRAND_ID}`));
    await screen.findByTestId('confirm-cancel');
    expect(dialogText()).toContain('删除企业主题「公司模板」？');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.deletes()).toEqual([]);

    // The first dialog may still be closing: its buttons come first.
    fireEvent.click(screen.getByTestId(`theme-remove-${BRAND_ID}`));
    await waitFor(() => expect(screen.getAllByTestId('confirm-ok')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    await waitFor(() => expect(screen.queryByTestId(`theme-${BRAND_ID}`)).toBeNull());
    expect(server.deletes()).toEqual([`${BRAND}/${BRAND_ID}`]);
    expect(server.listCalls()).toBe(2);
    expect(screen.getByTestId('theme-clean-blue')).toBeTruthy();
  });

  it('offers no remove action on the engine’s themes', async () => {
    themeServer({ brands: [{ id: BRAND_ID, title: '公司模板' }] });
    renderPicker();
    await screen.findByTestId(`theme-remove-${BRAND_ID}`);
    expect(screen.queryByTestId('theme-remove-clean-blue')).toBeNull();
  });

  it("offers none on a team's theme the caller may only use", async () => {
    themeServer({ brands: [{ id: BRAND_ID, title: '团队主题', removable: false }] });
    renderPicker();
    expect(await screen.findByTestId(`theme-${BRAND_ID}`)).toBeTruthy();
    expect(screen.queryByTestId(`theme-remove-${BRAND_ID}`)).toBeNull();
  });
});
