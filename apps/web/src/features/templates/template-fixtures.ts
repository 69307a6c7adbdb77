import {
  linkTo,
  templateApi,
  type TemplateDetail,
  type TemplateItem,
  type TemplateTagsResult,
} from '@slidecraft/contract';
import { envelope, mockFetch, queryOf, type RecordedCall } from '../../test/fetch-mock';

/** Tag groups as the server answers them (a few items each). */
export const TAGS: TemplateTagsResult = {
  items: [
    {
      id: 'category',
      label: '场景',
      items: [
        { title: 'category.all', label: '全部', defaultSelect: true },
        { title: 'category.work-report', label: '工作汇报', defaultSelect: false },
        { title: 'category.year-end', label: '年终总结', defaultSelect: false },
      ],
    },
    {
      id: 'style',
      label: '风格',
      items: [
        { title: 'style.all', label: '全部', defaultSelect: true },
        { title: 'style.business', label: '商务', defaultSelect: false },
      ],
    },
    {
      id: 'color',
      label: '色系',
      items: [
        { title: 'color.all', label: '全部', defaultSelect: true },
        { title: 'color.blue', label: '蓝色', defaultSelect: false },
      ],
    },
  ],
};

/** A slide picture's address, as the server links it. */
const slide = (id: string, index: number, size: 'thumb' | 'full') =>
  linkTo(templateApi.templateSlide, { params: { id, index }, query: { size } });

export const template = (n: number, category = 'year-end'): TemplateItem => ({
  id: `tpl-${n}`,
  title: `模板 ${n}`,
  description: `第 ${n} 个示例模板`,
  tags: [`category.${category}`, 'style.business', 'color.blue'],
  themeId: 'consulting-navy',
  pages: 10 + (n % 7),
  thumbnail: slide(`tpl-${n}`, 0, 'thumb'),
  downloads: n,
});

export const detailOf = (item: TemplateItem, slides = 4): TemplateDetail => ({
  ...item,
  themeName: '咨询深蓝',
  slides: Array.from({ length: slides }, (_, index) => ({
    index,
    kind: index === 0 ? 'cover' : 'content',
    image: slide(item.id, index, 'full'),
    thumbnail: slide(item.id, index, 'thumb'),
  })),
});

export const USER = {
  id: 'u1',
  name: 'n',
  avatar: '',
  isRole: false,
  endAt: 0,
  rights: [],
  isNewRegister: false,
  phone: '138****8000',
  isBindPhone: true,
};

export const pathOf = (call: RecordedCall) => new URL(call.url, 'http://localhost').pathname;

/**
 * The template centre's API: `count` templates (filtered by the category tags asked for, and
 * by search words in the title), paged by start and size; `other` answers any other path.
 */
export function centreServer(
  count: number,
  other: (call: RecordedCall) => Response | Promise<Response> | undefined = () => undefined,
) {
  const all = Array.from({ length: count }, (_, i) =>
    template(i + 1, i % 2 ? 'work-report' : 'year-end'),
  );
  return mockFetch(async (call) => {
    const answer = await other(call);
    if (answer) return answer;
    const path = pathOf(call);
    if (path === templateApi.templateTags.path) return envelope(TAGS);
    if (path === '/api/user/user-info') return envelope(USER);
    if (path === templateApi.templateContents.path) {
      const q = queryOf(call);
      const tags = (q.get('tags') ?? '').split(',').filter(Boolean);
      const search = q.get('search') ?? '';
      const shown = all.filter(
        (item) => tags.every((tag) => item.tags.includes(tag)) && item.title.includes(search),
      );
      const start = Number(q.get('start') ?? 0);
      const size = Number(q.get('size') ?? 30);
      return envelope({ items: shown.slice(start, start + size), total: shown.length });
    }
    return envelope(null);
  });
}
