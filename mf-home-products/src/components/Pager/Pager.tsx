import { pageCount, pagerItems } from './paging';
import { common } from '../../i18n/zh-CN/home';
import './Pager.css';

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Page links for a list. Hand-made: the UI kit's Pagination would pull antd into this remote for one widget. */
export function Pager({ page, total, pageSize, onChange, label = common.pager.label }: PagerProps) {
  const last = pageCount(total, pageSize);
  if (last <= 1) return null;
  return (
    <nav className="hp-pager" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {common.pager.previous}
      </button>
      {pagerItems(page, last).map((item) =>
        typeof item === 'number' ? (
          <button key={item} type="button" aria-label={common.pager.page(item)} aria-current={item === page ? 'page' : undefined} onClick={() => onChange(item)}>
            {item}
          </button>
        ) : (
          <span key={item} className="hp-pager__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button type="button" disabled={page >= last} onClick={() => onChange(page + 1)}>
        {common.pager.next}
      </button>
      <span className="hp-pager__total">{common.pager.total(total)}</span>
    </nav>
  );
}
