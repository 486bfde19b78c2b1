import { ADMIN_CHANGE_PAGES as P } from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { messages } from '../../../i18n';
import { AdminChangeStep } from '../AdminChangeStep';

const t = messages.change;
const A = t.admin;

/** /AdminChange/become/notifyLegal: the legal representative was notified; waiting for their answer. */
export function AdminNotifyPage() {
  return (
    <AdminChangeStep
      page={P.notifyLegal}
      title={A.notify.title}
      body={(state) => (
        <>
          <Alert className="person__section" type="info" showIcon title={A.notify.lead(state.info?.adminChange?.legalName ?? '', state.info?.adminChange?.legalMobile ?? '')} />
          <Button onClick={() => void state.refresh()}>{t.refresh}</Button>
        </>
      )}
    />
  );
}
