import { forwardRef, useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// antd's own card styles (the same rules, theme and hash as its Card), without its Card module:
// that one imports Tabs (rc-tabs, rc-menu, the dropdown and trigger) and the form's context
// (rc-field-form) for its tab list and variants, about 45 KB compressed a page with a card paid for.
import useStyle from 'antd/es/card/style';
import useSize from 'antd/es/config-provider/hooks/useSize';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** At the right of the title. */
  extra?: ReactNode;
  /** `borderless`: no border (antd's default is outlined). */
  variant?: 'outlined' | 'borderless';
  size?: 'default' | 'small';
  style?: CSSProperties;
}

/**
 * The kit's card: antd's Card markup and styles for what the portal uses (a title, an extra, a
 * body). No tab list, cover, actions, grid or loading skeleton: antd's Card for those.
 */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card({ title, extra, variant, size, className, style, children, ...divProps }, ref) {
  const { getPrefixCls, direction, card } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const mergedSize = useSize(size);
  const join = (...names: (string | false | undefined | null)[]) => names.filter(Boolean).join(' ');
  const head =
    title || extra ? (
      <div className={`${prefixCls}-head`} style={{}}>
        <div className={`${prefixCls}-head-wrapper`}>
          {title && (
            <div className={`${prefixCls}-head-title`} style={{}}>
              {title}
            </div>
          )}
          {extra && (
            <div className={`${prefixCls}-extra`} style={{}}>
              {extra}
            </div>
          )}
        </div>
      </div>
    ) : null;
  const classes = join(
    prefixCls,
    card?.className,
    variant !== 'borderless' && `${prefixCls}-bordered`,
    mergedSize === 'small' && `${prefixCls}-small`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
  );
  return (
    <div ref={ref} {...divProps} className={classes} style={{ ...card?.style, ...style }}>
      {head}
      <div className={`${prefixCls}-body`} style={{}}>
        {children}
      </div>
    </div>
  );
});
