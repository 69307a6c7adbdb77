import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http';
import { serverMessage, shouldFallBack } from './import-flow';

describe('import fallback rule (spec section 4)', () => {
  it('falls back to chat import for 5406 and 5407 only', () => {
    expect(shouldFallBack(new ApiError(5406, '大纲层级过多'))).toBe(true);
    expect(shouldFallBack(new ApiError(5407, '大纲层级错误'))).toBe(true);
    for (const code of [5000, 5401, 5403, 5404, 5405, 5408, 5409, 5428, 500, 401, 0])
      expect(shouldFallBack(new ApiError(code, 'x')), String(code)).toBe(false);
    expect(shouldFallBack(new Error('5406'))).toBe(false);
    expect(shouldFallBack({ code: 5406 })).toBe(false);
  });

  it("shows the server's message for business codes, else nothing ('generation failed')", () => {
    expect(serverMessage(new ApiError(5403, '不支持的文件类型'))).toBe('不支持的文件类型');
    expect(
      serverMessage(new ApiError(500, '服务异常，请稍后重试', { httpStatus: 500 })),
    ).toBeNull();
    expect(serverMessage(new ApiError(0, '网络异常，请检查网络', { httpStatus: 0 }))).toBeNull();
    expect(serverMessage(new ApiError(5403, ''))).toBeNull();
    expect(serverMessage(new TypeError('boom'))).toBeNull();
  });
});
