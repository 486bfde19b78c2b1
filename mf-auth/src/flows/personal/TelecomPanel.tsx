import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { maskPhone, personalAuthApi } from '@portal/core';
import { useSession } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { messages } from '../../i18n';
import { failureText, isRecordedFailure } from '../shared/failure';

const t = messages.person.factor;

/** The telecom factor: the login mobile checked against the person's identity, one press. */
export function TelecomPanel({ onDone }: { onDone: (outcome: 'passed' | 'failed') => Promise<void> }) {
  const user = useSession().user;
  const [failure, setFailure] = useState<string>();

  // Passed or failed for good, the button keeps spinning while the page moves on.
  const check = useMutation({
    mutationFn: async () => {
      try {
        await personalAuthApi.telecom();
      } catch (error) {
        if (!isRecordedFailure(error)) throw error;
        await onDone('failed');
        return;
      }
      await onDone('passed');
    },
    onMutate: () => setFailure(undefined),
    onError: (error) => setFailure(failureText(error, t.failed)),
  });

  return (
    <>
      <p>{t.telecomLead(user?.mobileNo ?? maskPhone(user?.mobile))}</p>
      {failure && <Alert className="person__section" type="error" showIcon title={failure} />}
      <Button type="primary" size="large" loading={check.isPending || check.isSuccess} onClick={() => check.mutate()}>
        {t.telecomStart}
      </Button>
    </>
  );
}
