import { Suspense, useDeferredValue } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CONTRACT_STATUSES, formatCurrency, type ContractStatus, type ContractSummary } from '@portal/core';
import { ListLayout } from '@portal/ui';
import { Pager } from '@portal/ui/fields';
import { Button } from '@portal/ui/kit/Button';
import { EllipsisText } from '@portal/ui/kit/EllipsisText';
import { Empty } from '@portal/ui/kit/Empty';
import { Input } from '@portal/ui/kit/Input';
import { Radio } from '@portal/ui/kit/Radio';
import { Spin } from '@portal/ui/kit/Spin';
import type { TableColumnsType } from '@portal/ui/kit/Table';
import { Tabs } from '@portal/ui/kit/Tabs';
import { Tag } from '@portal/ui/kit/Tag';
import { useContracts } from '../../api/queries';
import { LoadFailed } from '../../components/LoadFailed';
import { contracts as t } from '../../i18n/zh-CN/contracts';
import { ContractTable } from './lazy';
import { useNarrow } from './narrow';
import { chinaTime, contractPath, useScope } from './scope';

const PAGE_SIZE = 10;
const STATUS_COLORS: Record<ContractStatus, string> = { TO_SIGN: 'orange', SIGNED: 'green', EXPIRED: 'default', REJECTED: 'red' };
const isStatus = (value: string | null): value is ContractStatus => CONTRACT_STATUSES.some((s) => s === value);

export function StatusTag({ status }: { status: ContractStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{t.status[status]}</Tag>;
}

/** A contract list: state choices with counts, a date range and paging, all kept in the URL. */
export function ContractList() {
  const scope = useScope();
  const narrow = useNarrow();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const query = { scope, pageNum, pageSize: PAGE_SIZE, ...(status ? { status } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  // The company is part of an enterprise list's key: switching companies shows the new company's contracts.
  const answer = useContracts(query);
  const { error, isFetching, refetch } = answer;
  // An answer renders as a transition, in slices the browser can paint and take input between, not
  // in TanStack Query's synchronous update (one long task of the rows, tags and pager); the list
  // shows as loading until it has.
  const data = useDeferredValue(answer.data);
  const loading = isFetching || data !== answer.data;
  const reload = () => void refetch();

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  // A count is shown once the answer gave it: never (0) while loading or beside a failure.
  const counted = (label: string, count: (page: NonNullable<typeof data>) => number) => (data ? t.countLabel(label, count(data)) : label);
  const tabs = [
    { key: '', label: counted(t.all, (page) => CONTRACT_STATUSES.reduce((sum, s) => sum + page.counts[s], 0)) },
    ...CONTRACT_STATUSES.map((s) => ({ key: s, label: counted(t.status[s], (page) => page.counts[s]) })),
  ];
  const actions = (row: ContractSummary) => (
    <span className="uc-contract__actions">
      <Link to={contractPath(scope, 'detail', row.id)}>{t.actions.detail}</Link>
      {row.status === 'TO_SIGN' && <Link to={contractPath(scope, 'sign', row.id)}>{t.actions.sign}</Link>}
    </span>
  );
  const columns: TableColumnsType<ContractSummary> = [
    // A long name is cut to the column, whole in a tooltip.
    { title: t.columns.name, key: 'name', render: (_v, row) => <EllipsisText className="uc-contract__name">{row.name}</EllipsisText> },
    { title: t.columns.contractNo, dataIndex: 'contractNo', key: 'no' },
    { title: t.columns.amount, key: 'amount', align: 'right', render: (_v, row) => formatCurrency(row.amount) },
    { title: t.columns.createdAt, key: 'createdAt', render: (_v, row) => chinaTime(row.createdAt) },
    { title: t.columns.status, key: 'status', render: (_v, row) => <StatusTag status={row.status} /> },
    { title: t.columns.actions, key: 'actions', render: (_v, row) => actions(row) },
  ];

  const filters = (
    <div className="uc-contract__filters">
      <Radio.Group
        className="uc-contract__states"
        optionType="button"
        buttonStyle="solid"
        value={status ?? ''}
        onChange={(e) => update({ status: String(e.target.value) })}
        options={tabs.map((tab) => ({ value: tab.key, label: tab.label }))}
        aria-label={t.filters.status}
      />
      <label className="uc-contract__date">
        <span>{t.filters.from}</span>
        <Input type="date" value={from} max={to || undefined} onChange={(e) => update({ from: e.target.value })} />
      </label>
      <label className="uc-contract__date">
        <span>{t.filters.to}</span>
        <Input type="date" value={to} min={from || undefined} onChange={(e) => update({ to: e.target.value })} />
      </label>
      <Button onClick={() => setParams(new URLSearchParams())}>{t.filters.reset}</Button>
    </div>
  );
  const pager = (
    <Pager
      className="uc-contract__pager"
      current={pageNum}
      pageSize={PAGE_SIZE}
      total={data?.total ?? 0}
      totalLabel={t.total(data?.total ?? 0)}
      onPage={(page) => update({ page: String(page) })}
    />
  );

  return (
    <section className="uc-contract__list" aria-label={t.scopes[scope]}>
      <Tabs
        activeKey={scope}
        onChange={(key) => navigate(contractPath(key === 'person' ? 'person' : 'enterprise', 'list'))}
        items={(['enterprise', 'person'] as const).map((s) => ({ key: s, label: t.scopes[s] }))}
      />
      {/* The pager once the first page is in: shown before, the rows arriving above it pushed it down (layout shift). */}
      <ListLayout filters={filters} footer={data ? pager : undefined}>
        {error && <LoadFailed error={error} onRetry={reload} retrying={isFetching} />}
        {/* No empty list beside a failure: the list shows once there is an answer (or while one is asked for). */}
        {(!error || data) && (
          <Spin spinning={loading}>
            {/* One of the two is drawn: a phone does not load and render the kit's table it would hide. */}
            {narrow ? (
              <ul className="uc-contract__cards" aria-label={t.scopes[scope]}>
                {data && data.records.length === 0 && <Empty description={t.empty} />}
                {data?.records.map((row) => (
                  <li key={row.id} className="uc-contract__card">
                    <div className="uc-contract__card-head">
                      <strong className="uc-contract__card-name">
                        <EllipsisText lines={2}>{row.name}</EllipsisText>
                      </strong>
                      <StatusTag status={row.status} />
                    </div>
                    <div>{row.contractNo}</div>
                    <div>{t.field(t.columns.amount, formatCurrency(row.amount))}</div>
                    <div>{t.field(t.columns.createdAt, chinaTime(row.createdAt))}</div>
                    {actions(row)}
                  </li>
                ))}
              </ul>
            ) : (
              <Suspense fallback={null}>
                <ContractTable columns={columns} records={data?.records ?? []} empty={t.empty} />
              </Suspense>
            )}
          </Spin>
        )}
      </ListLayout>
    </section>
  );
}
