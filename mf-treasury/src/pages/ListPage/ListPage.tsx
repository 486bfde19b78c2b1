import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, useApiData } from '@portal/ui';
import { Field, Select, TextInput, useFieldForm } from '@portal/ui/fields';
import { APPLICATION_STATUSES, treasuryApi, type ApplicationQuery, type ApplicationStatus } from '../../api/treasury';
import { ApplicationsTable } from './ApplicationsTable';
import { LIST_PAGE_SIZE, readListQuery, writeListQuery } from './listQuery';
import { treasury as t } from '../../i18n/zh-CN/treasury';

type FilterName = 'keyword' | 'status' | 'startDate' | 'endDate';
type Draft = Record<FilterName, string>;

const EMPTY: Draft = { keyword: '', status: '', startDate: '', endDate: '' };

function draftOf(query: ApplicationQuery): Draft {
  return { keyword: query.keyword ?? '', status: query.status ?? '', startDate: query.startDate ?? '', endDate: query.endDate ?? '' };
}

/** The start date may not come after the end date (either may be empty). */
function dateOrderError({ startDate, endDate }: Readonly<Draft>): string | undefined {
  return startDate && endDate && startDate > endDate ? t.list.dateOrder : undefined;
}

interface FiltersProps {
  query: ApplicationQuery;
  onSearch: (draft: Draft) => void;
  onReset: () => void;
}

/**
 * The search form, drawn with plain controls so the list paints without the UI kit. It starts from
 * the URL's filters (the list gives it a new key when they change: back button, shared links,
 * paging drops unsent edits); the date order is checked on search, then live after a refusal.
 */
function Filters({ query, onSearch, onReset }: FiltersProps) {
  const form = useFieldForm<FilterName>({ id: 'tr-list', initial: () => draftOf(query), rules: { startDate: { validate: (_start, draft) => dateOrderError(draft) } } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check('startDate')) onSearch(form.values);
  };
  const keyword = form.bind('keyword');
  const status = form.bind('status');
  const startDate = form.bind('startDate');
  const endDate = form.bind('endDate');
  return (
    <form className="portal-inline-form" onSubmit={submit} aria-label={t.list.filters} noValidate>
      <Field label={t.list.keyword} bind={keyword}>
        <TextInput {...keyword} maxLength={50} placeholder={t.list.keywordPlaceholder} style={{ width: 200 }} />
      </Field>
      <Field label={t.list.status} bind={status}>
        <Select {...status} options={APPLICATION_STATUSES} placeholder={t.list.allStatuses} style={{ width: 140 }} />
      </Field>
      <Field label={t.list.dates} bind={startDate}>
        <TextInput {...startDate} type="date" aria-label={t.list.startDate} style={{ width: 150 }} />
      </Field>
      <Field label={t.list.to} bind={endDate} className="portal-field--no-colon">
        <TextInput {...endDate} type="date" aria-label={t.list.endDate} style={{ width: 150 }} />
      </Field>
      <div className="portal-inline-form__actions">
        <button type="submit" className="portal-button portal-button--primary">
          {t.list.search}
        </button>
        <button
          type="button"
          className="portal-button"
          onClick={() => {
            form.reset(EMPTY);
            onReset();
          }}
        >
          {t.list.reset}
        </button>
      </div>
    </form>
  );
}

/** Applications with filters and paging; filters and page live in the URL. */
export function ListPage() {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const key = writeListQuery(query).toString();
  const rows = useApiData(`applications:${key}`, () => treasuryApi.applications(query), { keepPrevious: true });

  // writeListQuery leaves empty filters out of the address.
  const search = (draft: Draft) => setParams(writeListQuery({ ...draft, keyword: draft.keyword.trim(), status: (draft.status || undefined) as ApplicationStatus | undefined, pageNum: 1 }));

  return (
    <>
      <div className="tr-card">
        <Filters key={key} query={query} onSearch={search} onReset={() => setParams(new URLSearchParams())} />
      </div>
      <div className="tr-card">
        {rows.error && <LoadFailed compact message={rows.error} onRetry={rows.reload} retryLabel={t.reload} />}
        <ApplicationsTable
          rows={rows.data?.list ?? []}
          total={rows.data?.total ?? 0}
          loading={rows.loading}
          page={query.pageNum ?? 1}
          pageSize={LIST_PAGE_SIZE}
          onPage={(page) => setParams(writeListQuery({ ...query, pageNum: page }))}
        />
      </div>
    </>
  );
}

export default ListPage;
