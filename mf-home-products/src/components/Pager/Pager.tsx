import { pageCount, pagerItems } from './paging';
import './Pager.css';

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Page links for a list. Hand-made: the UI kit's Pagination would pull antd into this remote for one widget. */
export function Pager({ page, total, pageSize, onChange, label = '分页' }: PagerProps) {
  const last = pageCount(total, pageSize);
  if (last <= 1) return null;
  return (
    <nav className="hp-pager" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </button>
      {pagerItems(page, last).map((item) =>
        typeof item === 'number' ? (
          <button key={item} type="button" aria-label={`第 ${item} 页`} aria-current={item === page ? 'page' : undefined} onClick={() => onChange(item)}>
            {item}
          </button>
        ) : (
          <span key={item} className="hp-pager__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button type="button" disabled={page >= last} onClick={() => onChange(page + 1)}>
        下一页
      </button>
      <span className="hp-pager__total">共 {total} 条</span>
    </nav>
  );
}
