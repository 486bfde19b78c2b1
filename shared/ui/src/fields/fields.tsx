import { forwardRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { smsButtonLabel } from '../sms/labels';
import type { SmsCountdown } from '../sms/useSmsCountdown';
import { fields as t } from '../i18n/zh-CN/fields';
import { pageCount, pagerItems } from './paging';
import './fields.css';

// Plain form controls in the kit's look (fields.css), for the pages that must paint and answer
// without loading the UI kit: the sign-in form (the portal's front door) and the treasury list.

/** A field's wiring, spread on its input and given to its Field. */
export interface FieldBinding {
  id: string;
  value: string;
  /** What is typed (the form keeps what the field takes of it). */
  onValue: (value: string) => void;
  /** The error shown under the control (the field is touched and its value is refused). */
  error?: string;
}

export interface FieldProps {
  label: string;
  bind: FieldBinding;
  children: ReactNode;
  /** Extra classes (`portal-field--no-colon` in an inline form: the label reads on into the control). */
  className?: string;
}

/** A label and its control with the control's error under it, tied by id (label above, or beside in `.portal-inline-form`). */
export function Field({ label, bind: { id, error }, children, className }: FieldProps) {
  return (
    <div className={`portal-field${error ? ' portal-field--error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="portal-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="portal-field__body">
        {children}
        {error && (
          <div className="portal-field__error" id={`${id}-error`} role="alert">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & FieldBinding;

/** A text input wired to its Field: value in, the typed value out, invalid and described when refused. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput({ id, value, onValue, error, className, ...input }, ref) {
  return (
    <input
      {...input}
      ref={ref}
      id={id}
      className={`portal-input${className ? ` ${className}` : ''}`}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    />
  );
});

/** A password input with a show / hide button. */
export const PasswordInput = forwardRef<HTMLInputElement, TextInputProps>(function PasswordInput(props, ref) {
  const [shown, setShown] = useState(false);
  return (
    <span className="portal-input-affix">
      <TextInput {...props} ref={ref} type={shown ? 'text' : 'password'} />
      <button type="button" className="portal-input-affix__toggle" aria-label={shown ? t.hidePassword : t.showPassword} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
          />
          {!shown && <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 3l18 18" />}
        </svg>
      </button>
    </span>
  );
});

export interface CodeButtonProps {
  countdown: SmsCountdown;
  onClick: () => void;
  /** A send in progress (the slider or the call). */
  loading: boolean;
  disabled: boolean;
}

/** Get code; while counting down the seconds left, disabled; after 60 s, resend code (as the kit's SmsCodeButton). */
export function CodeButton({ countdown, onClick, loading, disabled }: CodeButtonProps) {
  return (
    <button
      type="button"
      className="portal-button portal-field__code-button"
      onClick={onClick}
      disabled={disabled || countdown.state === 'counting'}
      aria-busy={loading || undefined}
    >
      {loading && <span className="portal-button__spinner" aria-hidden="true" />}
      {smsButtonLabel(countdown)}
    </button>
  );
}

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/** Tabs as the WAI-ARIA pattern: arrow keys, Home and End move and select; only the chosen panel is rendered. */
export function Tabs<K extends string>({ id, active, items, onChange }: { id: string; active: K; items: TabItem<K>[]; onChange: (key: K) => void }) {
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = (key: K) => `${id}-panel-${key}`;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === active);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = items[(to + items.length) % items.length];
    onChange(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };
  const current = items.find((item) => item.key === active);
  return (
    <div className="portal-tabs">
      <div className="portal-tabs__list" role="tablist" onKeyDown={move}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={tabId(item.key)}
            className="portal-tabs__tab"
            aria-selected={item.key === active}
            aria-controls={panelId(item.key)}
            tabIndex={item.key === active ? 0 : -1}
            onClick={() => item.key !== active && onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current && (
        <div className="portal-tabs__panel" role="tabpanel" id={panelId(current.key)} aria-labelledby={tabId(current.key)}>
          {current.panel}
        </div>
      )}
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> &
  FieldBinding & {
    options: readonly SelectOption[];
    /** The first choice, for no value ('' is its value). */
    placeholder: string;
  };

/** A native select in the kit's look: the phone's own picker, the keyboard's own keys. */
export function Select({ id, value, onValue, error, options, placeholder, className, ...select }: SelectProps) {
  return (
    <select
      {...select}
      id={id}
      className={`portal-input portal-select${className ? ` ${className}` : ''}`}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  /** The total as the page words it (the treasury list: its count of applications). */
  totalLabel: string;
  onPage: (page: number) => void;
  /** The navigation's name, when the page has more than one list (the news list's pager). */
  label?: string;
  className?: string;
}

/** Previous, the pages and next, with the total before them; the current page is marked for assistive technology. */
export function Pager({ current, pageSize, total, totalLabel, onPage, className, label = t.pager }: PagerProps) {
  const pages = pageCount(total, pageSize);
  const go = (page: number) => page !== current && page >= 1 && page <= pages && onPage(page);
  return (
    <nav className={`portal-pager${className ? ` ${className}` : ''}`} aria-label={label}>
      <span className="portal-pager__total">{totalLabel}</span>
      <button type="button" className="portal-pager__item portal-pager__step" aria-label={t.previousPage} disabled={current <= 1} onClick={() => go(current - 1)}>
        <span aria-hidden="true">‹</span>
      </button>
      {pagerItems(current, pages).map((item) =>
        typeof item === 'string' ? (
          <span key={item} className="portal-pager__gap" aria-hidden="true">
            •••
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="portal-pager__item"
            aria-label={t.page(item)}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="portal-pager__item portal-pager__step" aria-label={t.nextPage} disabled={current >= pages} onClick={() => go(current + 1)}>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}

/** Its content dimmed under a spinner while `busy`, and marked busy for assistive technology. */
export function Busy({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="portal-busy" aria-busy={busy || undefined}>
      {children}
      {busy && (
        <div className="portal-busy__mask" role="status" aria-label={t.loading}>
          <span className="portal-busy__spinner" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
