import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_RECORD,
  AppError,
  ErrorCode,
  type Locale,
} from '@slidecraft/contract';

/** Most pixels a picture may have (a 10 MB PNG can unpack to gigabytes); any camera is under. */
export const ATTACHMENT_MAX_PIXELS = 100_000_000;

const MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);

const r = (zhCN: string, zhTW: string, enUS: string): Record<Locale, string> => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

/** Why a picture upload was refused, in the caller's language after the catalogue message. */
const REFUSALS = {
  tooLarge: [
    ErrorCode.PARAMS_ERROR,
    r(
      `图片不能超过 ${MAX_MB} MB`,
      `圖片不能超過 ${MAX_MB} MB`,
      `the picture must not exceed ${MAX_MB} MB`,
    ),
  ],
  tooManyPixels: [
    ErrorCode.PARAMS_ERROR,
    r(
      '图片像素过多（最多一亿像素）',
      '圖片像素過多（最多一億像素）',
      'the picture has more than 100 million pixels',
    ),
  ],
  tooMany: [
    ErrorCode.PARAMS_ERROR,
    r(
      `每份 PPT 最多上传 ${ATTACHMENTS_PER_RECORD} 张图片，请复用已上传的图片`,
      `每份 PPT 最多上傳 ${ATTACHMENTS_PER_RECORD} 張圖片，請重複使用已上傳的圖片`,
      `a deck takes at most ${ATTACHMENTS_PER_RECORD} uploaded pictures; reuse one already uploaded`,
    ),
  ],
  notAPicture: [
    ErrorCode.UNSUPPORTED_FILE,
    r(
      '仅支持 PNG、JPEG、WebP 或 GIF 图片',
      '僅支援 PNG、JPEG、WebP 或 GIF 圖片',
      'only PNG, JPEG, WebP or GIF pictures are accepted',
    ),
  ],
} as const;

export type AttachmentRefusal = keyof typeof REFUSALS;

export function refuse(reason: AttachmentRefusal): AppError {
  const [code, localizedDetail] = REFUSALS[reason];
  return new AppError(code, reason, { localizedDetail });
}
