import type { ReactNode } from 'react';
import './ListLayout.css';

export interface ListLayoutProps {
  title?: ReactNode;
  /** Buttons at the right of the title (new, export...). */
  actions?: ReactNode;
  /** The search form above the list. */
  filters?: ReactNode;
  /** The list itself: a table, cards... */
  children: ReactNode;
  /** Under the list: pagination, totals. */
  footer?: ReactNode;
  className?: string;
}

/** The frame of a list page: title and actions, filters, the list, its pagination. */
export function ListLayout({ title, actions, filters, children, footer, className }: ListLayoutProps) {
  return (
    <section className={['portal-list-layout', className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <header className="portal-list-layout__head">
          {title && <h2 className="portal-list-layout__title">{title}</h2>}
          {actions && <div className="portal-list-layout__actions">{actions}</div>}
        </header>
      )}
      {filters && <div className="portal-list-layout__filters">{filters}</div>}
      <div className="portal-list-layout__body">{children}</div>
      {footer && <footer className="portal-list-layout__footer">{footer}</footer>}
    </section>
  );
}
