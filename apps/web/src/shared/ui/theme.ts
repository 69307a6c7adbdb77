import type { ThemeConfig } from 'antd';

/** The brand yellow, used for primary actions with dark text on top (spec: ok style 'yellow'). */
export const BRAND_YELLOW = '#FFD23F';
export const BRAND_INK = '#1F1F1F';
/** A darker amber for text-coloured accents (links, selected items): yellow text is unreadable. */
const BRAND_AMBER = '#A86B00';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_YELLOW,
    colorInfo: '#1677FF',
    colorLink: BRAND_AMBER,
    colorLinkHover: '#C98A12',
    colorLinkActive: '#8A5700',
    colorPrimaryText: BRAND_AMBER,
    colorPrimaryTextHover: '#C98A12',
    colorPrimaryTextActive: '#8A5700',
    colorTextBase: BRAND_INK,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: {
      primaryColor: BRAND_INK,
      primaryShadow: 'none',
      defaultHoverColor: BRAND_INK,
      defaultActiveColor: BRAND_INK,
      fontWeight: 500,
    },
    Menu: { itemSelectedColor: BRAND_INK, horizontalItemSelectedColor: BRAND_INK },
    Segmented: { itemSelectedColor: BRAND_INK },
    Tree: { nodeSelectedColor: BRAND_INK },
    Layout: {
      headerBg: '#FFFFFF',
      bodyBg: '#FFFDF5',
      headerPadding: '0 24px',
      footerBg: '#FFFDF5',
    },
  },
};
