import { Link, useSearchParams } from 'react-router-dom';
import { Result } from '@portal/ui/kit/Result';
import { contracts as t } from '../../i18n/zh-CN/contracts';
import { contractPath, useScope } from './scope';

/** After signing: the seal or signature placed on the document. */
export function ContractSuccess() {
  const scope = useScope();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const seal = params.get('seal');
  return (
    <Result
      status="success"
      title={t.success.title}
      subTitle={seal ? t.success.sealPlaced(seal) : undefined}
      extra={[
        <Link key="list" to={contractPath(scope, 'list')}>
          {t.success.toList}
        </Link>,
        id && (
          <Link key="detail" to={contractPath(scope, 'detail', id)}>
            {t.success.toDetail}
          </Link>
        ),
      ]}
    />
  );
}

/** /contract/success: where the phone lands after a face verification for signing. */
export function FaceSuccess() {
  return <Result status="success" title={t.success.faceTitle} subTitle={t.success.faceLead} />;
}
