import { AppError, ErrorCode, type AvatarType, type Locale } from '@slidecraft/contract';
import { sniffImageType } from '../files/image-type.js';
import { reencodePicture, type PictureRefusal } from '../files/picture-encoding.js';

/** An avatar is stored square, at most this many pixels a side (sharp on any screen). */
const AVATAR_MAX_SIDE = 512;
/** Most pixels an avatar upload may have: a 25 MP photo; a 2 MB PNG can unpack to far more. */
const AVATAR_MAX_PIXELS = 25_000_000;

/** The avatar type judged by the magic bytes only; GIF is not one. */
function sniffAvatarType(bytes: Buffer): AvatarType | null {
  const type = sniffImageType(bytes);
  return type === 'gif' ? null : type;
}

const AVATAR_REFUSALS: Record<PictureRefusal, Record<Locale, string>> = {
  notAPicture: {
    'zh-CN': '头像须为能正常打开的 PNG、JPEG 或 WebP 图片',
    'zh-TW': '頭像須為能正常開啟的 PNG、JPEG 或 WebP 圖片',
    'en-US': 'the avatar must be a PNG, JPEG or WebP image that opens',
  },
  tooManyPixels: {
    'zh-CN': '头像像素过多（最多 2500 万像素）',
    'zh-TW': '頭像像素過多（最多 2500 萬像素）',
    'en-US': 'the avatar has more than 25 million pixels',
  },
};

/** 5000 with what is wrong with the avatar, in the caller's language. */
const refuseAvatar = (reason: PictureRefusal) =>
  new AppError(ErrorCode.PARAMS_ERROR, `avatar: ${reason}`, {
    localizedDetail: AVATAR_REFUSALS[reason],
  });

/**
 * An avatar upload as we store it (reencodePicture): decoded and drawn again, upright, cropped
 * to the square at its centre, at most AVATAR_MAX_SIDE a side, in the type it came as, with no
 * metadata (EXIF, GPS) and nothing appended. 5000 when it is not a PNG, JPEG or WebP picture,
 * or does not decode.
 */
export async function encodeAvatar(bytes: Buffer): Promise<{ data: Buffer; type: AvatarType }> {
  const type = sniffAvatarType(bytes);
  if (!type) throw refuseAvatar('notAPicture');
  const { data } = await reencodePicture(bytes, type, {
    maxPixels: AVATAR_MAX_PIXELS,
    resize: ({ width, height }) => {
      const side = Math.min(width, height, AVATAR_MAX_SIDE);
      return { width: side, height: side, fit: 'cover', position: 'centre' };
    },
    format: () => Promise.resolve(type),
    refuse: refuseAvatar,
  });
  return { data, type };
}
