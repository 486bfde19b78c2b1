import { useState } from 'react';
import type { Company } from '@portal/core';
import { Button } from '@portal/ui/kit/Button';
import { EllipsisText } from '@portal/ui/kit/EllipsisText';
import { Modal } from '@portal/ui/kit/Modal';
import { Radio } from '@portal/ui/kit/Radio';
import { messages } from '../../i18n';
import type { CompanyChoiceState } from '../controller';
import { useShellSession } from '../ShellSession';

const t = messages.session;

function Choice({ choice }: { choice: CompanyChoiceState }) {
  const { controller } = useShellSession().deps;
  const [picked, setPicked] = useState<string | undefined>(choice.current?.companyUCId);
  const [error, setError] = useState<string>();
  const confirm = () => {
    const company = choice.companies.find((c) => c.companyUCId === picked);
    if (!company) {
      setError(t.selectCompanyRequired);
      return;
    }
    controller.resolveCompany(company);
  };
  return (
    <>
      <p>{t.selectCompanyLead}</p>
      <Radio.Group
        className="portal-company-choice"
        value={picked}
        onChange={(event) => {
          setPicked(String(event.target.value));
          setError(undefined);
        }}
      >
        {choice.companies.map((company: Company) => (
          <Radio key={company.companyUCId} value={company.companyUCId}>
            <EllipsisText lines={2}>{company.companyName}</EllipsisText>
          </Radio>
        ))}
      </Radio.Group>
      {error && (
        <div className="portal-company-choice__error" role="alert">
          {error}
        </div>
      )}
      <div className="portal-company-choice__actions">
        {!choice.required && <Button onClick={() => controller.resolveCompany(undefined)}>{t.cancel}</Button>}
        <Button type="primary" onClick={confirm}>
          {t.confirm}
        </Button>
      </div>
    </>
  );
}

/** The select-company dialog: after a login a choice is required; a switch may be cancelled. */
export function CompanyChoiceDialog({ choice }: { choice: CompanyChoiceState | undefined }) {
  const { controller } = useShellSession().deps;
  const required = choice?.required ?? true;
  return (
    <Modal
      open={choice !== undefined}
      title={t.selectCompanyTitle}
      footer={null}
      centered
      closable={!required}
      mask={{ closable: false }}
      keyboard={!required}
      destroyOnHidden
      onCancel={() => controller.resolveCompany(undefined)}
    >
      {choice && <Choice key={choice.companies.map((c) => c.companyUCId).join()} choice={choice} />}
    </Modal>
  );
}
