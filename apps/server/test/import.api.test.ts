import { beforeAll, describe, expect, it } from 'vitest';
import { type ParseResult, type ValidateOutlineResult } from '@slidecraft/contract';
import { auth, call } from './helper.js';
import { expectOutline, importTestApp } from './import-client.js';
import { buildDocx, buildOpml, buildPdf, buildPptx, buildXmind } from './import-fixtures.js';

const { app, post, importFile, freshUser } = importTestApp();

describe('import of one real file of each type', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshUser();
  });

  it('reads Markdown headings as levels and list items as points', async () => {
    const md = [
      '---',
      'title: 前言元数据',
      '---',
      '# 团队年度总结',
      '',
      '2025 年回顾与展望。后面的句子不进副标题。',
      '',
      '## 年度成果',
      '',
      '- 上线 **三个** 产品',
      '- 用户增长 [两倍](https://example.com)',
      '',
      '### 产品线',
      '',
      '```',
      '# not a heading',
      '```',
      '新产品覆盖教育与办公两个场景。',
      '',
      'Setext 章节',
      '-----------',
      '',
      '1. 第一步',
      '2. 第二步',
    ].join('\n');
    const res = await importFile(token, 'notes.md', md);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      source: 'md',
      outline: [
        '# 团队年度总结',
        '> 2025 年回顾与展望。',
        '## 年度成果',
        '* 上线 三个 产品',
        '* 用户增长 两倍',
        '### 产品线',
        '* 新产品覆盖教育与办公两个场景。',
        '## Setext 章节',
        '* 第一步',
        '* 第二步',
        '',
      ].join('\n'),
    });
  });

  it('reads numbered Chinese headings of a plain text file (GB18030 too)', async () => {
    const txt = [
      '公司发展规划',
      '',
      '第一章 总体目标',
      '一、市场',
      '扩大华东市场份额，提升品牌知名度。',
      '二、产品',
      '（1）完善产品线。',
      '（2）提升质量。',
      '第二章 实施步骤',
      '一、第一阶段',
      '组建团队。',
    ].join('\r\n');
    const expected = [
      '# 公司发展规划',
      '## 第一章 总体目标',
      '### 一、市场',
      '* 扩大华东市场份额，提升品牌知名度。',
      '### 二、产品',
      '* 完善产品线。',
      '* 提升质量。',
      '## 第二章 实施步骤',
      '### 一、第一阶段',
      '* 组建团队。',
      '',
    ].join('\n');
    const utf8 = await importFile(token, 'plan.txt', txt);
    expect(utf8.body).toMatchObject({ code: 200, data: { source: 'txt', outline: expected } });
    // '会议纪要\n\n一、议题\n讨论预算。\n二、结论\n通过。\n' as Windows "ANSI" (GB18030) writes it.
    const gb18030 = Buffer.from(
      'bbe1d2e9bccdd2aa0a0ad2bba1a2d2e9cce20accd6c2dbd4a4cbe3a1a30ab6fea1a2bde1c2db0acda8b9fda1a30a',
      'hex',
    );
    const gb = await importFile(token, 'minutes.txt', gb18030);
    expect(gb.body.data.outline).toBe(
      ['# 会议纪要', '## 一、议题', '* 讨论预算。', '## 二、结论', '* 通过。', ''].join('\n'),
    );
  });

  it('reads Word heading styles (Title, heading 1-2, 标题 3) and numbered items', async () => {
    const docx = await buildDocx(
      [
        ['Title', '季度经营分析'],
        [null, '财务部 2025 年第三季度。'],
        ['Heading1', '收入'],
        [null, '本季度收入同比增长 12%。'],
        ['Heading2', '分产品'],
        [null, '软件收入占六成。'],
        ['3', '软件'],
        [null, '订阅收入稳定。'],
        ['Heading1', '成本'],
        [null, '成本下降 5%。'],
      ],
      { title: '元数据标题' },
    );
    const res = await importFile(token, 'report.docx', docx);
    expectOutline(res, 'docx', [
      '# 季度经营分析',
      '> 财务部 2025 年第三季度。',
      '## 收入',
      '* 本季度收入同比增长 12%。',
      '### 分产品',
      '* 软件收入占六成。',
      '#### 软件',
      '* 订阅收入稳定。',
      '## 成本',
      '* 成本下降 5%。',
    ]);
  });

  it('reads a PDF by font size, Chinese text included', async () => {
    const pdf = await buildPdf([
      { size: 28, text: '团队年度总结' },
      { size: 20, text: '年度成果' },
      { size: 12, text: '今年我们上线了三个产品。' },
      { size: 20, text: '明年计划', page: true },
      { size: 12, text: '继续扩大市场份额。' },
    ]);
    const res = await importFile(token, 'summary.pdf', pdf);
    expectOutline(res, 'pdf', [
      '# 团队年度总结',
      '## 年度成果',
      '* 今年我们上线了三个产品。',
      '## 明年计划',
      '* 继续扩大市场份额。',
    ]);
  });

  it('reads PowerPoint: the first slide is the title, dividers are chapters, slides sections', async () => {
    const pptx = await buildPptx([
      { title: '产品发布会', body: ['2025 秋季'] },
      { title: '第一部分 产品' },
      { title: '新功能', body: ['AI 写作', '一键排版'] },
      { title: '第二部分 市场' },
      { title: '渠道', body: ['线上', '线下'] },
      { title: '谢谢' },
    ]);
    const res = await importFile(token, 'launch.pptx', pptx);
    expectOutline(res, 'pptx', [
      '# 产品发布会',
      '> 2025 秋季',
      '## 第一部分 产品',
      '### 新功能',
      '* AI 写作',
      '* 一键排版',
      '## 第二部分 市场',
      '### 渠道',
      '* 线上',
      '* 线下',
    ]);
  });

  it('reads an XMind map: root is the title, branches chapters, leaves points', async () => {
    const xmind = await buildXmind({
      title: '学习计划',
      children: [
        {
          title: '数学',
          note: '每天一小时。',
          children: [
            { title: '代数', children: [{ title: '方程' }, { title: '函数' }] },
            { title: '几何' },
          ],
        },
        { title: '英语' },
      ],
    });
    const res = await importFile(token, 'plan.xmind', xmind);
    expectOutline(res, 'xmind', [
      '# 学习计划',
      '## 数学',
      '* 每天一小时。',
      '### 代数',
      '* 方程',
      '* 函数',
      '### 几何',
      '## 英语',
    ]);
  });

  it('reads OPML: the head title over several top outlines', async () => {
    const opml = buildOpml('读书笔记', [
      { title: '第一本', children: [{ title: '要点一' }, { title: '要点二' }] },
      { title: '第二本', children: [{ title: '要点三' }] },
    ]);
    const res = await importFile(token, 'notes.opml', opml);
    expectOutline(res, 'opml', [
      '# 读书笔记',
      '## 第一本',
      '* 要点一',
      '* 要点二',
      '## 第二本',
      '* 要点三',
    ]);
  });
});

describe('outline levels: 5405, 5406 and 5407, and the text for the chat-import fallback', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshUser();
  });

  const deep = '# T\n\n## A\n\n### B\n\n#### C\n\n##### D\n\n- 要点\n';
  const jump = '# T\n\n## A\n\n#### C\n\n### B\n\n- 要点\n';

  it('answers 5406 for more than four levels and 5407 for a skipped level', async () => {
    expect((await importFile(token, 'deep.md', deep)).body.code).toBe(5406);
    expect((await importFile(token, 'jump.md', jump)).body.code).toBe(5407);
    // Prose without any heading is left to the chat-import stream too.
    expect(
      (await importFile(token, 'prose.txt', '这是一段没有标题的文字。它有两句话。')).body.code,
    ).toBe(5407);
    expect((await importFile(token, 'blank.md', '\n\n   \n```\ncode only\n```\n')).body.code).toBe(
      5405,
    );
  });

  it('parse gives the same file as text with its headings, within the chat-import cap', async () => {
    const res = await post<ParseResult>('/api/ai/outline/parse', token, [
      { name: 'file', filename: 'deep.md', content: deep },
    ]);
    expect(res.body.data).toEqual({
      source: 'md',
      title: 'T',
      text: '# T\n## A\n### B\n#### C\n##### D\n* 要点\n',
    });
  });

  it('validate checks outline text from a form (multipart, urlencoded or JSON)', async () => {
    const good = '# 标题\n## 章\n### 节\n* 点\n';
    const viaMultipart = await post<ValidateOutlineResult>('/api/ai/outline/validate', token, [
      { name: 'outline', value: good },
    ]);
    expect(viaMultipart.body).toMatchObject({
      code: 200,
      data: { outline: good, chapters: 1, sections: 1, points: 1 },
    });
    const viaUrlencoded = await call<ValidateOutlineResult>(app(), {
      method: 'POST',
      url: '/api/ai/outline/validate',
      payload: new URLSearchParams({ outline: '# 标题\n##### 太深\n' }).toString(),
      headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(viaUrlencoded.body.code).toBe(5406);
    const viaJson = (outline: string) =>
      call(app(), {
        method: 'POST',
        url: '/api/ai/outline/validate',
        payload: { outline },
        headers: auth(token),
      });
    expect((await viaJson('# 标题\n#### 跳级\n')).body.code).toBe(5407);
    expect((await viaJson('# 只有标题\n')).body.code).toBe(5405);
    expect((await viaJson('')).body.code).toBe(5405);
    expect((await viaJson('# 标题\n## 章\n* 控制字符\u0001\n')).body.code).toBe(5000);
  });
});

describe('malformed requests', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshUser();
  });

  it('answers 5000 for no source, two sources, unknown parts and broken bodies', async () => {
    const none = await post('/api/ai/outline/import', token, []);
    expect(none.body.code).toBe(5000);
    const both = await post('/api/ai/outline/import', token, [
      { name: 'file', filename: 'a.md', content: '# a' },
      { name: 'mubuShareLink', value: 'https://mubu.com/doc/jsonDoc1' },
    ]);
    expect(both.body.code).toBe(5000);
    const unknown = await post('/api/ai/outline/import', token, [
      { name: 'other', filename: 'a.md', content: '# a' },
    ]);
    expect(unknown.body.code).toBe(5000);
    const broken = await call(app(), {
      method: 'POST',
      url: '/api/ai/outline/import',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
      headers: { ...auth(token), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.body.code).toBe(5000);
    const mubuJson = await call(app(), {
      method: 'POST',
      url: '/api/ai/outline/mubu/import',
      payload: { link: 'https://mubu.com/doc/jsonDoc1' },
      headers: auth(token),
    });
    expect(mubuJson.body.code).toBe(5000);
    expect(JSON.stringify([none, both, unknown, broken, mubuJson].map((r) => r.body))).not.toMatch(
      /at \w+ \(|node_modules/,
    );
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = await app().inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((doc.json() as { paths: Record<string, unknown> }).paths);
    for (const path of ['import', 'parse', 'validate', 'mubu/import'])
      expect(paths).toContain(`/api/ai/outline/${path}`);
  });

  it('needs a session', async () => {
    const res = await call(app(), { method: 'POST', url: '/api/ai/outline/import', payload: {} });
    expect(res.status).toBe(401);
  });
});
