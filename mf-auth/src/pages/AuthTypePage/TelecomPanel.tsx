import { useState } from 'react';
import { maskPhone, personalAuthApi } from '@portal/core';
import { useSession } from '@portal/ui';
import { Alert, Button } from '@portal/ui/kit';
import { messages } from '../../i18n';
import { failureText, isRecordedFailure } from '../../person/failure';

const t = messages.person.factor;

/** The telecom factor: the login mobile checked against the person's identity, one press. */
export function TelecomPanel({ onDone }: { onDone: (outcome: 'passed' | 'failed') => Promise<void> }) {
  const user = useSession().user;
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();

  const start = async () => {
    setRunning(true);
    setFailure(undefined);
    try {
      await personalAuthApi.telecom();
      await onDone('passed');
    } catch (error) {
      if (isRecordedFailure(error)) {
        await onDone('failed');
        return;
      }
      setFailure(failureText(error, t.failed));
      setRunning(false);
    }
  };

  return (
    <>
      <p>{t.telecomLead(user?.mobileNo ?? maskPhone(user?.mobile))}</p>
      {failure && <Alert className="person__section" type="error" showIcon message={failure} />}
      <Button type="primary" size="large" loading={running} onClick={() => void start()}>
        {t.telecomStart}
      </Button>
    </>
  );
}
