import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';

/**
 * The portal's look on the kit. Every colour that carries text passes WCAG AA (4.5:1) on its
 * background: antd's default blue, grey descriptions and light tag colours do not.
 */
/**
 * The portal's type: each system's own CJK face first (macOS, Windows, then Linux's Noto/Source Han
 * and WenQuanYi), so a line of Chinese is set in one font. With a Latin-first stack (antd's default)
 * every CJK character falls back glyph by glyph: on Linux the home page's largest layout took 2.6
 * times as long. The shell's base.css and index.html write the same stack (a test keeps them in step).
 */
export const FONT_FAMILY = "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif";

export const KIT_THEME: ThemeConfig = {
  // antd 6 writes the theme as CSS variables on `.css-var-<key>`; its default key is React's useId,
  // which differs between the build's render of the kit sheet and the browser's: a fixed key keeps
  // the pre-rendered variables the ones the page's components ask for.
  cssVar: { key: 'css-var-portal' },
  token: {
    fontFamily: FONT_FAMILY,
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    // Hovered buttons and links: antd derives a lighter #4373e6 (4.34:1 on white); darker instead.
    colorPrimaryHover: '#1e40af',
    colorLinkHover: '#1e40af',
    // Danger buttons and error text: antd's #ff4d4f gives 3.9:1 on white.
    colorError: '#cf1322',
    borderRadius: 6,
    // Secondary text (step descriptions, counters, hints): 0.65 black, not antd's 0.45.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    // Preset tag colours: their darker seeds give text that reads on the tag's tint.
    green: '#237804',
    orange: '#d46b08',
    gold: '#ad6800',
    volcano: '#d4380d',
    cyan: '#006d75',
    // No kit animations. rc-motion removes a leaving element (a button's loading spinner, a closed
    // dialog) on its transitionend, with no deadline: on a busy phone that event can be missed and the
    // spinner stays on an idle button. Instant dialogs and toasts also cost the main thread less.
    motion: false,
  },
  components: {
    // A select's placeholder is a text element in antd 6 (axe checks it, a disabled select's too):
    // 0.6 black passes AA on white and on the disabled grey; antd's 0.25 gives 1.6:1.
    Select: { colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)' },
  },
};

// Buttons read as written (no space inserted between two CJK characters), for people and screen readers alike.
const BUTTON = { autoInsertSpace: false } as const;
// A dialog's close button is named in the page's language: rc-dialog writes aria-label="Close" on the
// button itself (antd puts the locale's word only on the icon inside), so the name is given here.
const MODAL = { closable: { 'aria-label': zhCN.global?.close } };

/**
 * The page's style nonce, which the servers write into the shell's <meta property="csp-nonce">
 * (Chrome empties the attribute once the page has a policy; the property keeps it). antd 6 puts
 * ConfigProvider's `csp.nonce` on the <style>s it and its icons write: the policy allows no other.
 * Read when a style is written (a getter), so a provider made before the page's <meta> still has it.
 */
const CSP = {
  get nonce(): string | undefined {
    if (typeof document === 'undefined') return undefined;
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    return meta?.nonce || meta?.getAttribute('nonce') || undefined;
  },
};

declare const __PORTAL_KIT_CSS__: boolean | undefined;
/**
 * Production builds define it (webpack.mjs): the kit's antd styles come as one stylesheet made at
 * build time (./styles/kit.css, which the KitProvider part imports; see @portal/build's KIT.md), and
 * antd runs in its documented zero-runtime mode, building and inserting no component style. Tests,
 * dev servers and the sheet's own rendering keep antd's run-time styles.
 */
const PREBUILT_STYLES = typeof __PORTAL_KIT_CSS__ !== 'undefined' && __PORTAL_KIT_CSS__ === true;
const THEME: ThemeConfig = PREBUILT_STYLES ? { ...KIT_THEME, zeroRuntime: true } : KIT_THEME;

/**
 * The kit's provider: locale, theme, buttons without inserted spaces. Wrap every tree that renders kit pieces.
 * In production builds the kit's stylesheet comes with the KitProvider part's chunk, which webpack
 * loads (script and stylesheet) before any module of it runs: a kit component never renders without
 * its styles, and the provider adds no boundary of its own (a lazy piece inside suspends to the app's).
 */
export function KitProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME} button={BUTTON} modal={MODAL} csp={CSP}>
      {children}
    </ConfigProvider>
  );
}

// message, Modal.confirm and the other static calls render outside any tree: they get it too.
ConfigProvider.config({ holderRender: (children) => <KitProvider>{children}</KitProvider> });
