import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  AUTH_CODES,
  drafts,
  isApiError,
  normaliseBankCard,
  personalAuthApi,
  validateBankCard,
  validateMobile,
  validateSmsCode,
} from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Form } from '@portal/ui/kit/Form';
import { validatorRule } from '@portal/ui/kit/FormHelpers';
import { Input, type InputRef } from '@portal/ui/kit/Input';
import { SmsCodeButton, SmsCodeField, useSmsCountdown } from '@portal/ui/session';
import { messages } from '../../i18n';
import { failureText, isRecordedFailure } from '../shared/failure';

const t = messages.person.factor;
const DRAFT = 'AuthPerson/AuthType' as const;

interface CardValues {
  cardNo: string;
  bankMobile: string;
  smsCode: string;
}

const mobileDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 11);

/** Groups of four, as printed on the card. */
const groupCard = (value: string): string => normaliseBankCard(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** The bank-card factor: card and reserved mobile, an SMS code to that mobile (60 s countdown), confirm. */
export function BankCardPanel({ mobile, onDone }: { mobile: string; onDone: (outcome: 'passed' | 'failed') => Promise<void> }) {
  const [form] = Form.useForm<CardValues>();
  const countdown = useSmsCountdown();
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [restored, setRestored] = useState(false);
  const codeInput = useRef<InputRef>(null);

  useEffect(() => {
    const draft = drafts.load(mobile, DRAFT);
    const cardNo = typeof draft?.cardNo === 'string' ? draft.cardNo : '';
    const bankMobile = typeof draft?.bankMobile === 'string' ? draft.bankMobile : '';
    if (cardNo || bankMobile) {
      form.setFieldsValue({ cardNo, bankMobile });
      setRestored(true);
    }
  }, [form, mobile]);

  const saveDraft = () => {
    const { cardNo, bankMobile } = form.getFieldsValue(['cardNo', 'bankMobile']) as Partial<CardValues>;
    drafts.save(mobile, DRAFT, { ...drafts.load(mobile, DRAFT), cardNo: cardNo ?? '', bankMobile: bankMobile ?? '' });
  };

  const sendCode = useMutation({
    mutationFn: (values: Pick<CardValues, 'cardNo' | 'bankMobile'>) => personalAuthApi.bankCardSend({ cardNo: normaliseBankCard(values.cardNo), bankMobile: values.bankMobile }),
  });
  // Passed: the button keeps spinning while the page moves on.
  const confirmCard = useMutation({
    mutationFn: async (values: CardValues) => {
      await personalAuthApi.bankCardConfirm({ cardNo: normaliseBankCard(values.cardNo), bankMobile: values.bankMobile, smsCode: values.smsCode });
      await onDone('passed');
    },
  });

  const fieldError = (name: keyof CardValues, message: string) => form.setFields([{ name, errors: [message] }]);

  const send = async () => {
    setFailure(undefined);
    let values: Pick<CardValues, 'cardNo' | 'bankMobile'>;
    try {
      values = await form.validateFields(['cardNo', 'bankMobile']);
    } catch {
      return;
    }
    try {
      const answer = await sendCode.mutateAsync(values);
      countdown.start();
      setSentTo(answer.sms?.mobileNo ?? values.bankMobile);
      codeInput.current?.focus();
    } catch (error) {
      if (isRecordedFailure(error)) {
        await onDone('failed');
        return;
      }
      if (isApiError(error) && error.code === AUTH_CODES.BANK_CARD_INVALID) fieldError('cardNo', failureText(error, t.failed));
      else setFailure(failureText(error, t.failed));
    }
  };

  const confirm = async (values: CardValues) => {
    setFailure(undefined);
    if (!sentTo) {
      fieldError('smsCode', t.smsFirst);
      return;
    }
    try {
      await confirmCard.mutateAsync(values);
    } catch (error) {
      if (isRecordedFailure(error)) {
        await onDone('failed');
        return;
      }
      const code = isApiError(error) ? error.code : undefined;
      if (code === AUTH_CODES.BANK_SMS_WRONG || code === AUTH_CODES.BANK_SMS_EXPIRED) fieldError('smsCode', failureText(error, t.failed));
      else setFailure(failureText(error, t.failed));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={confirm} onValuesChange={saveDraft} requiredMark aria-label={t.names.bankCard4}>
      {restored && <Alert className="person__section" type="success" showIcon title={t.draftRestored} closable />}
      <div className="person__fields">
        <Form.Item label={t.cardNo} name="cardNo" required rules={[validatorRule(validateBankCard)]} normalize={groupCard} validateTrigger={['onBlur']}>
          <Input inputMode="numeric" maxLength={23} placeholder={t.cardNoPlaceholder} autoComplete="cc-number" />
        </Form.Item>
        <Form.Item label={t.bankMobile} name="bankMobile" required rules={[validatorRule(validateMobile)]} normalize={mobileDigits} validateTrigger={['onBlur']}>
          <Input inputMode="numeric" maxLength={11} placeholder={t.bankMobilePlaceholder} autoComplete="tel" />
        </Form.Item>
      </div>
      <Form.Item label={t.smsCode} required extra={sentTo ? t.smsSentTo(sentTo) : undefined}>
        <div className="person__sms">
          <Form.Item name="smsCode" noStyle rules={[validatorRule(validateSmsCode)]} validateTrigger={['onBlur']}>
            <SmsCodeField ref={codeInput} placeholder={t.smsCodePlaceholder} aria-label={t.smsCode} />
          </Form.Item>
          <SmsCodeButton countdown={countdown} onClick={() => void send()} loading={sendCode.isPending} />
        </div>
      </Form.Item>
      {failure && <Alert className="person__section" type="error" showIcon title={failure} />}
      <Button type="primary" htmlType="submit" size="large" loading={confirmCard.isPending || confirmCard.isSuccess}>
        {t.cardSubmit}
      </Button>
    </Form>
  );
}
