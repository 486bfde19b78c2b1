import { useAction } from '@portal/ui';
import { useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ROUTES,
  CREDIT_CODE_LENGTH,
  isApiError,
  normalizeCreditCode,
  trimForm,
  validateCreditCode,
  validateMobile,
  validationMessages,
  type ValidationResult,
} from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { Checkbox } from '@portal/ui/kit/Checkbox';
import { Form } from '@portal/ui/kit/Form';
import { Input } from '@portal/ui/kit/Input';
import { Radio } from '@portal/ui/kit/Radio';
import { treasuryApi, type NewApplication } from '../../api/treasury';
import { treasury as t } from '../../i18n/zh-CN/treasury';

/** A core validator as a Form rule: its message, if any, is the field's error. */
const fromValidator =
  (validate: (value: string | undefined) => ValidationResult) =>
  async (_rule: unknown, value: string | undefined): Promise<void> => {
    const message = validate(value);
    if (message) throw new Error(message);
  };

type AriaRequired = { 'aria-required'?: boolean | 'true' | 'false' };

/**
 * A required checkbox group: ARIA allows no aria-required on a group (Form.Item adds it to the
 * role-less element antd renders), so the label's mark and the field's message say it instead.
 */
function RequiredCheckboxGroup({ 'aria-required': _required, ...props }: ComponentProps<typeof Checkbox.Group> & AriaRequired) {
  return <Checkbox.Group {...props} />;
}

/** A required radio group: the aria-required Form.Item adds goes on an element with the radiogroup role. */
function RequiredRadioGroup({ 'aria-required': required, ...props }: ComponentProps<typeof Radio.Group> & AriaRequired) {
  return (
    <div role="radiogroup" aria-required={required}>
      <Radio.Group {...props} />
    </div>
  );
}

/** The application for the treasury service: who applies, what they need; then the result page. */
export function ApplicationForm({ demandOptions, scaleOptions }: { demandOptions: string[]; scaleOptions: string[] }) {
  const [form] = Form.useForm<NewApplication>();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const applying = useAction(async (values: NewApplication) => {
    setFailure(undefined);
    try {
      const created = await treasuryApi.apply(trimForm(values));
      navigate(ROUTES.treasury.result.href({ no: created.applicationNo }));
    } catch (error) {
      // The catalogue's words (a 400 keeps the server's, as the catalogue says), never a raw server text.
      setFailure(isApiError(error) ? error.message : t.apply.failed);
    }
  });
  const submitting = applying.busy;
  const submit = (values: NewApplication) => void applying.run(values);

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark className="tr-apply" aria-label={t.apply.form}>
      <div className="tr-apply__grid">
        <Form.Item label={t.apply.entName} name="entName" rules={[{ required: true, whitespace: true, message: t.apply.entNameRequired }, { max: 50, message: t.apply.entNameMax }]}>
          <Input maxLength={50} placeholder={t.apply.entNamePlaceholder} />
        </Form.Item>
        <Form.Item
          label={t.apply.creditCode}
          name="creditCode"
          // A pasted code keeps its spaces past an input maxLength, so the cut to 18 comes after the clean-up.
          normalize={(value: string) => normalizeCreditCode(value).slice(0, CREDIT_CODE_LENGTH)}
          rules={[
            { required: true, message: t.apply.creditCodeRequired },
            { validator: fromValidator(validateCreditCode) },
            // The core rule lets a partial code pass while typing; a submitted one must be whole.
            { len: 18, message: validationMessages.creditCodeInvalid },
          ]}
        >
          <Input placeholder={t.apply.creditCodePlaceholder} />
        </Form.Item>
        <Form.Item label={t.apply.contactName} name="contactName" rules={[{ required: true, whitespace: true, message: t.apply.contactNameRequired }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          label={t.apply.contactMobile}
          name="contactMobile"
          required
          rules={[{ validator: fromValidator(validateMobile) }]}
          normalize={(value: string) => value.replace(/\D/g, '')}
          validateTrigger={['onBlur', 'onChange']}
        >
          <Input maxLength={11} inputMode="numeric" placeholder={t.apply.contactMobilePlaceholder} />
        </Form.Item>
      </div>
      <Form.Item label={t.apply.demands} name="demands" rules={[{ required: true, type: 'array', min: 1, message: t.apply.demandsRequired }]}>
        <RequiredCheckboxGroup options={demandOptions} />
      </Form.Item>
      <Form.Item label={t.apply.fundScale} name="fundScale" rules={[{ required: true, message: t.apply.fundScaleRequired }]}>
        <RequiredRadioGroup options={scaleOptions} />
      </Form.Item>
      <Form.Item label={t.apply.remark} name="remark">
        <Input.TextArea maxLength={200} showCount rows={3} placeholder={t.apply.remarkPlaceholder} />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" loading={submitting}>
        {t.apply.submit}
      </Button>
    </Form>
  );
}
