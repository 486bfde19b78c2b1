import { useState } from 'react';
import { businessTypeCode } from '@portal/core';
import { Button, Radio } from '@portal/ui/kit';
import { messages } from '../i18n';
import { AddCompanyDialog } from './AddCompanyDialog';
import { EnterpriseFrame } from './EnterpriseFrame';
import { useEnterpriseAuth } from './useEnterpriseAuth';

const t = messages.enterprise.selectBusiness;

/** /AuthEnterprise/SelectBusiness and SelectBusinessOrder: the business (ddb mode for order financing), then add a company. */
export function SelectBusinessPage({ order }: { order: boolean }) {
  const state = useEnterpriseAuth(order ? 'SelectBusinessOrder' : 'SelectBusiness');
  const [ddbMode, setDdbMode] = useState<1 | 2>(1);
  const [adding, setAdding] = useState(false);
  const busTypeParam = state.query.get('busType') ?? (order ? 'ddb' : '');
  const product = state.query.get('fromProduct');
  const busType = businessTypeCode({ busType: busTypeParam, entType: undefined, ...(order ? { ddbMode } : {}) });
  const carry = new URLSearchParams(state.query);
  carry.delete('creditCode');
  carry.delete('type');
  if (order) carry.set('busType', busType);
  return (
    <EnterpriseFrame state={state} title={order ? t.orderTitle : t.title} lead={<p>{t.lead}</p>}>
      {() => (
        <>
          {order && (
            <fieldset className="person__section">
              <legend>{t.ddbLabel}</legend>
              <Radio.Group value={ddbMode} onChange={(event) => setDdbMode(event.target.value as 1 | 2)}>
                <div>
                  <Radio value={1}>{t.ddb1}</Radio>
                </div>
                <div>
                  <Radio value={2}>{t.ddb2}</Radio>
                </div>
              </Radio.Group>
            </fieldset>
          )}
          <Button type="primary" onClick={() => setAdding(true)}>
            {t.addCompany}
          </Button>
          <AddCompanyDialog open={adding} onClose={() => setAdding(false)} mobile={state.mobile} product={product} busType={busType} carry={carry} />
        </>
      )}
    </EnterpriseFrame>
  );
}
