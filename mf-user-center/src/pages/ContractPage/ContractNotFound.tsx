import { Link } from 'react-router-dom';
import { Result } from '@portal/ui/kit/Result';
import { contracts as t } from '../../i18n/zh-CN/contracts';
import { contractPath, useScope } from './scope';

/** A detail or sign page opened without a contract: say so, and lead back to the list. */
export function ContractNotFound() {
  const scope = useScope();
  return (
    <Result
      status="warning"
      title={<h2 className="uc-contract__missing">{t.missing.title}</h2>}
      subTitle={t.missing.lead}
      extra={
        <Link to={contractPath(scope, 'list')}>
          {t.success.toList}
        </Link>
      }
    />
  );
}
