import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Tooltip } from 'antd';
import './EllipsisText.css';

export interface EllipsisTextProps {
  children: string;
  /** Lines before the text is cut (default 1). */
  lines?: number;
  /** What the tooltip shows; default the whole text. */
  tooltip?: ReactNode;
  className?: string;
}

/** Text cut with an ellipsis to its lines; only when it is actually cut, hovering or focusing it shows it whole. */
export function EllipsisText({ children, lines = 1, tooltip, className }: EllipsisTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setCut(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    // The observer's first call measures, once the browser has laid the page out anyway: measuring
    // here would force that layout inside React's commit (a list of names: one long task).
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
    // `cut`: the tooltip wraps a new element; that one is observed.
  }, [children, lines, cut]);
  const text = (
    <span
      ref={ref}
      className={['portal-ellipsis', lines > 1 ? 'portal-ellipsis--lines' : '', className].filter(Boolean).join(' ')}
      style={lines > 1 ? { WebkitLineClamp: lines } : undefined}
      data-cut={cut}
      // Cut, it is a Tab stop: the keyboard reaches the whole text as the mouse does.
      tabIndex={cut ? 0 : undefined}
    >
      {children}
    </span>
  );
  return cut ? (
    <Tooltip title={tooltip ?? children} trigger={['hover', 'focus']}>
      {text}
    </Tooltip>
  ) : (
    text
  );
}
