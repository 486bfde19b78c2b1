import { messages } from '../../../i18n';
import { EnterpriseFrame } from '../EnterpriseFrame';
import { SelectBusinessBody } from '../lazyPages';
import { useEnterpriseFlow } from '../useEnterpriseFlow';

const t = messages.enterprise.selectBusiness;

/** /AuthEnterprise/SelectBusiness and SelectBusinessOrder: the business (ddb mode for order financing), then a linked company or a new one. */
export function SelectBusinessPage({ order }: { order: boolean }) {
  const state = useEnterpriseFlow(order ? 'SelectBusinessOrder' : 'SelectBusiness');
  return (
    <EnterpriseFrame state={state} title={order ? t.orderTitle : t.title} lead={<p>{order ? t.orderLead : t.lead}</p>}>
      {() => <SelectBusinessBody order={order} state={state} />}
    </EnterpriseFrame>
  );
}
