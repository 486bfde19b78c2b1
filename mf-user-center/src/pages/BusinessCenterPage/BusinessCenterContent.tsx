import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCTS, ROUTES, bus, centreProductState, statusClickTarget, type CatalogProduct, type ContractPage } from '@portal/core';
import { useAuthView, useCurrentCompany, useProductEntry, useSession } from '@portal/ui';
import { Button } from '@portal/ui/kit/Button';
import { Card } from '@portal/ui/kit/Card';
import { EllipsisText } from '@portal/ui/kit/EllipsisText';
import { KitProvider } from '@portal/ui/kit/KitProvider';
import { Tag } from '@portal/ui/kit/Tag';
import { business as t } from '../../i18n/zh-CN/business';
import { useBusinessCentreCalls } from './calls';
import { companyTodos, type Todo } from './todos';

const STATE_COLORS = { opened: 'green', authenticating: 'orange', available: 'blue', expired: 'red' } as const;
const toSign = (page: ContractPage | undefined): number => page?.counts.TO_SIGN ?? 0;

function TodoList({ todos }: { todos: Todo[] }) {
  if (todos.length === 0) return <p>{t.noTodos}</p>;
  return (
    <ul className="uc-business__todo-list">
      {todos.map((todo) => (
        <li key={todo.kind}>
          <span>{t.todo[todo.kind](todo.count ?? 0)}</span> <Link to={todo.to}>{t.todoGo[todo.kind]}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The current company's line in the kit: its name cut to the line (whole on hover), and the switch. */
export function BusinessCenterCompany() {
  const company = useCurrentCompany();
  return (
    <KitProvider>
      <p>{company ? <EllipsisText className="uc-business__company-name">{t.company(company.companyName)}</EllipsisText> : t.noCompany}</p>
      {company && <Button onClick={() => bus.emit('company:switch-requested', {})}>{t.switchCompany}</Button>}
    </KitProvider>
  );
}

/** /business/center below its heading: the current company's products with their state and next action, and its to-do list. */
export function BusinessCenterContent() {
  const company = useCurrentCompany();
  const session = useSession();
  const view = useAuthView();
  const entry = useProductEntry();
  const state = centreProductState(view.enterprise);
  const { enterprise, person, changes } = useBusinessCentreCalls();
  const rejected = view.redDot
    ? statusClickTarget(view, { enterprise: session.enterpriseAuth, creditCode: company?.creditCode, isLegalPerson: session.summary?.role === 'LEGAL_PERSON' })
    : null;
  const todos = companyTodos({
    changes: changes.data,
    rejectedAuthPath: rejected?.kind === 'route' ? rejected.path : null,
    entToSign: company ? toSign(enterprise.data) : 0,
    personToSign: toSign(person.data),
  });
  // First drawn with the calls' first answers (or failures): never the empty-list text (`noTodos`) while they are on their way.
  const answering = [enterprise, person, changes].some((call) => call.data === undefined && call.fetchStatus === 'fetching' && call.failureCount === 0);
  const [drawn, setDrawn] = useState(false);
  if (!drawn && !answering) setDrawn(true);

  const action = (product: CatalogProduct) => {
    const label = `${t.actions[state]} ${product.name}`;
    if (state === 'available') {
      return (
        <Link className="uc-business__open" to={ROUTES.userCentre.openService.href({ product: product.key })} aria-label={label}>
          {t.actions.available}
        </Link>
      );
    }
    return (
      <span className="uc-business__actions">
        <Button type={state === 'opened' ? 'primary' : 'default'} disabled={entry.busy} onClick={() => void entry.enter(product.key)} aria-label={label}>
          {t.actions[state]}
        </Button>
        {state === 'opened' && (
          <Button type="link" disabled={entry.busy} onClick={() => void entry.enter(product.key, { sameTab: true })} aria-label={`${t.sameTab} ${product.name}`}>
            {t.sameTab}
          </Button>
        )}
      </span>
    );
  };

  if (!drawn) return null;
  return (
    <KitProvider>
      <Card title={t.todos} className="uc-business__todos">
        <TodoList todos={todos} />
      </Card>
      <h2>{t.products}</h2>
      <ul className="uc-business__products">
        {PRODUCTS.map((product) => (
          <li key={product.key} className="uc-business__product">
            <div className="uc-business__product-head">
              <strong>{product.name}</strong>
              <Tag color={STATE_COLORS[state]}>{t.states[state]}</Tag>
            </div>
            {action(product)}
          </li>
        ))}
      </ul>
      <Link to={ROUTES.userCentre.openService.href()}>{t.openService}</Link>
    </KitProvider>
  );
}
