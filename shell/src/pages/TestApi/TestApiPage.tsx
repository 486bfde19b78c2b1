import { useAction } from '@portal/ui';
import { useState } from 'react';
import { ApiError, getHttpConfig, http } from '@portal/core';
import { Button } from '@portal/ui/kit/Button';
import { Card } from '@portal/ui/kit/Card';
import { Input } from '@portal/ui/kit/Input';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import { Select } from '@portal/ui/kit/Select';
import { Space } from '@portal/ui/kit/Space';
import { Tag } from '@portal/ui/kit/Tag';
import { pages } from '../../i18n/zh-CN/pages';
import { MainLayout } from '../../layouts';
import { PRESET_CALLS, type PresetCall } from './calls';
import { recordExchange, type Exchange } from './recordExchange';
import '../pages.css';
import './TestApiPage.css';

type Method = PresetCall['method'];
type Choice = PresetCall['id'] | 'custom';

interface Result {
  exchanges: Exchange[];
  ok: boolean;
  detail: string;
}

const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? '';

function prettyText(body: string): string {
  try {
    return pretty(JSON.parse(body));
  } catch {
    return body;
  }
}

function describeOutcome(outcome: PromiseSettledResult<unknown>): { ok: boolean; detail: string } {
  if (outcome.status === 'fulfilled') return { ok: true, detail: pretty(outcome.value ?? null) };
  const error = outcome.reason;
  if (error instanceof ApiError) {
    return { ok: false, detail: pretty({ kind: error.kind, status: error.status, code: error.code, message: error.message }) };
  }
  return { ok: false, detail: String(error) };
}

/**
 * /testApi, for developers and QA: pick a call (or type one), send it through the portal's one
 * signed client, and read the request exactly as it was signed and sealed, and the response.
 */
export function TestApiPage() {
  const texts = pages.testApi;
  const [choice, setChoice] = useState<Choice>(PRESET_CALLS[0].id);
  const [method, setMethod] = useState<Method>(PRESET_CALLS[0].method);
  const [path, setPath] = useState(PRESET_CALLS[0].path);
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState(false);
  const [result, setResult] = useState<Result>();

  const choose = (id: Choice) => {
    setChoice(id);
    const preset = PRESET_CALLS.find((c) => c.id === id);
    if (!preset) return;
    setMethod(preset.method);
    setPath(preset.path);
    setBody(preset.body ? pretty(preset.body) : '');
    setBodyError(false);
  };

  const sending = useAction(async (parsed: Record<string, unknown> | undefined) => {
    const { exchanges, outcome } = await recordExchange(getHttpConfig().baseUrl, () =>
      method === 'GET' ? http.get(path, { silentErrors: true }) : http.post(path, parsed ?? {}, { silentErrors: true }),
    );
    setResult({ exchanges, ...describeOutcome(outcome) });
  });

  const send = async () => {
    let parsed: Record<string, unknown> | undefined;
    if (method === 'POST' && body.trim() !== '') {
      try {
        parsed = JSON.parse(body) as Record<string, unknown>;
      } catch {
        setBodyError(true);
        return;
      }
    }
    setBodyError(false);
    await sending.run(parsed);
  };

  const exchange = result?.exchanges[result.exchanges.length - 1];
  return (
    <MainLayout>
      <KitProvider>
        <section className="portal-test-api">
          <h1>{texts.title}</h1>
          <p className="portal-plain-page__lead">{texts.lead}</p>
          <Card>
            <div className="portal-test-api__form">
              <label>
                <span>{texts.call}</span>
                <Select<Choice>
                  aria-label={texts.call}
                  value={choice}
                  onChange={choose}
                  options={[...PRESET_CALLS.map((c) => ({ value: c.id, label: `${texts.calls[c.id]}  ${c.method} ${c.path.split('?')[0]}` })), { value: 'custom', label: texts.calls.custom }]}
                />
              </label>
              <label>
                <span>{texts.method}</span>
                <Select<Method>
                  aria-label={texts.method}
                  value={method}
                  onChange={(m) => {
                    setMethod(m);
                    setChoice('custom');
                  }}
                  options={[{ value: 'GET' }, { value: 'POST' }]}
                />
              </label>
              <label>
                <span>{texts.path}</span>
                <Input
                  aria-label={texts.path}
                  value={path}
                  onChange={(e) => {
                    setPath(e.target.value);
                    setChoice('custom');
                  }}
                />
              </label>
              {method === 'POST' && (
                <label>
                  <span>{texts.body}</span>
                  <Input.TextArea aria-label={texts.body} value={body} rows={5} status={bodyError ? 'error' : undefined} onChange={(e) => setBody(e.target.value)} />
                  {bodyError && <span role="alert" className="portal-test-api__error">{texts.bodyInvalid}</span>}
                </label>
              )}
              <Space>
                <Button type="primary" onClick={send} loading={sending.busy}>
                  {texts.send}
                </Button>
              </Space>
            </div>
          </Card>
          {!result && <p className="portal-test-api__empty">{texts.noRequest}</p>}
          {result && (
            <div className="portal-test-api__result">
              <Card title={texts.signedRequest} data-testid="signed-request">
                {exchange ? (
                  <>
                    <p className="portal-test-api__line">
                      <Tag>{exchange.method}</Tag>
                      <code>{exchange.url}</code>
                    </p>
                    <h3>{texts.headers}</h3>
                    <pre>{exchange.headers.map(([k, v]) => `${k}: ${v}`).join('\n')}</pre>
                    <h3>{texts.sentBody}</h3>
                    <pre>{exchange.body ? prettyText(exchange.body) : texts.empty}</pre>
                  </>
                ) : (
                  <p>{texts.empty}</p>
                )}
              </Card>
              <Card title={texts.response} data-testid="api-response">
                {exchange?.status !== undefined && (
                  <p className="portal-test-api__line">
                    {texts.status}: <Tag color={exchange.status < 400 ? 'green' : 'red'}>{exchange.status}</Tag>
                  </p>
                )}
                <pre>{exchange?.responseBody ? prettyText(exchange.responseBody) : texts.empty}</pre>
                <h3>
                  {texts.result}: <Tag color={result.ok ? 'green' : 'red'}>{result.ok ? texts.ok : texts.failed}</Tag>
                </h3>
                <pre>{result.detail}</pre>
              </Card>
            </div>
          )}
        </section>
      </KitProvider>
    </MainLayout>
  );
}
