import { Link } from 'react-router-dom';
import { PRODUCTS, bus, centreProductState, type ContractPage } from '@portal/core';
import { PageIntro, useApiData, useAuthView, useCurrentCompany, useProductEntry } from '@portal/ui';
import { Button, Card, KitProvider, Tag } from '@portal/ui/kit';
import { userCentreApi } from '../../api/userCentre';
import { business as t } from '../../i18n/zh-CN/business';
import { pages } from '../../i18n/zh-CN/pages';
import './business.css';

const STATE_COLORS = { opened: 'green', authenticating: 'orange', available: 'blue' } as const;
const toSign = (page: ContractPage | undefined): number => page?.counts.TO_SIGN ?? 0;

/** /business/center: the current company's products with their state and next action, and its to-do list. */
export function BusinessCenterPage() {
  const company = useCurrentCompany();
  const view = useAuthView();
  const entry = useProductEntry();
  const state = centreProductState(view.enterprise);
  const companyKey = company?.creditCode ?? 'none';
  const enterprise = useApiData(`todo-ent:${companyKey}`, () => userCentreApi.contracts({ scope: 'enterprise', status: 'TO_SIGN', pageNum: 1, pageSize: 1 }));
  const person = useApiData('todo-person', () => userCentreApi.contracts({ scope: 'person', status: 'TO_SIGN', pageNum: 1, pageSize: 1 }));
  const todos = [
    { key: 'ent', count: toSign(enterprise.data), text: t.todoContracts(toSign(enterprise.data)), to: '/contract/enterprise/list?status=TO_SIGN' },
    { key: 'person', count: toSign(person.data), text: t.todoPersonContracts(toSign(person.data)), to: '/contract/person/list?status=TO_SIGN' },
  ].filter((todo) => todo.count > 0);

  return (
    <KitProvider>
      <div className="uc-business">
        <PageIntro title={pages.businessCenter.title} lead={pages.businessCenter.lead} />
        <div className="uc-business__company">
          <p>{company ? t.company(company.companyName) : t.noCompany}</p>
          {company && <Button onClick={() => bus.emit('company:switch-requested', {})}>{t.switchCompany}</Button>}
        </div>
        <Card title={t.todos} className="uc-business__todos">
          {todos.length === 0 ? (
            <p>{t.noTodos}</p>
          ) : (
            <ul>
              {todos.map((todo) => (
                <li key={todo.key}>
                  {todo.text} <Link to={todo.to}>{t.todoGo}</Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <h2>{t.products}</h2>
        <ul className="uc-business__products">
          {PRODUCTS.map((product) => (
            <li key={product.key} className="uc-business__product">
              <div className="uc-business__product-head">
                <strong>{product.name}</strong>
                <Tag color={STATE_COLORS[state]}>{t.states[state]}</Tag>
              </div>
              <Button type={state === 'opened' ? 'primary' : 'default'} disabled={entry.busy} onClick={() => void entry.enter(product.key)} aria-label={`${t.actions[state]} ${product.name}`}>
                {t.actions[state]}
              </Button>
            </li>
          ))}
        </ul>
        <Link to="/open/service">{t.openService}</Link>
      </div>
    </KitProvider>
  );
}
