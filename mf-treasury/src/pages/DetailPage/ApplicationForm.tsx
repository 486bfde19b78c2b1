import { useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CREDIT_CODE_LENGTH,
  isApiError,
  normalizeCreditCode,
  trimForm,
  validateCreditCode,
  validateMobile,
  validationMessages,
  type ValidationResult,
} from '@portal/core';
import { Alert, Button, Checkbox, Form, Input, Radio } from '@portal/ui/kit';
import { treasuryApi, type NewApplication } from '../../api/treasury';

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
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (values: NewApplication) => {
    setSubmitting(true);
    setFailure(undefined);
    try {
      const created = await treasuryApi.apply(trimForm(values));
      navigate(`/treasuryFront/result?no=${encodeURIComponent(created.applicationNo)}`);
    } catch (error) {
      // The catalogue's words (a 400 keeps the server's, as the catalogue says), never a raw server text.
      setFailure(isApiError(error) ? error.message : '提交失败，请稍后再试');
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark className="tr-apply" aria-label="司库服务申请">
      <div className="tr-apply__grid">
        <Form.Item label="企业名称" name="entName" rules={[{ required: true, whitespace: true, message: '请输入企业名称' }, { max: 50, message: '企业名称最多 50 个字' }]}>
          <Input maxLength={50} placeholder="与营业执照一致" />
        </Form.Item>
        <Form.Item
          label="统一社会信用代码"
          name="creditCode"
          // A pasted code keeps its spaces past an input maxLength, so the cut to 18 comes after the clean-up.
          normalize={(value: string) => normalizeCreditCode(value).slice(0, CREDIT_CODE_LENGTH)}
          rules={[
            { required: true, message: '请输入统一社会信用代码' },
            { validator: fromValidator(validateCreditCode) },
            // The core rule lets a partial code pass while typing; a submitted one must be whole.
            { len: 18, message: validationMessages.creditCodeInvalid },
          ]}
        >
          <Input placeholder="18 位统一社会信用代码" />
        </Form.Item>
        <Form.Item label="联系人" name="contactName" rules={[{ required: true, whitespace: true, message: '请输入联系人姓名' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          label="联系手机"
          name="contactMobile"
          required
          rules={[{ validator: fromValidator(validateMobile) }]}
          normalize={(value: string) => value.replace(/\D/g, '')}
          validateTrigger={['onBlur', 'onChange']}
        >
          <Input maxLength={11} inputMode="numeric" placeholder="客户经理将通过此号码联系您" />
        </Form.Item>
      </div>
      <Form.Item label="意向服务" name="demands" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项意向服务' }]}>
        <RequiredCheckboxGroup options={demandOptions} />
      </Form.Item>
      <Form.Item label="年资金规模" name="fundScale" rules={[{ required: true, message: '请选择年资金规模' }]}>
        <RequiredRadioGroup options={scaleOptions} />
      </Form.Item>
      <Form.Item label="补充说明" name="remark">
        <Input.TextArea maxLength={200} showCount rows={3} placeholder="例如：成员单位数量、主要合作银行、希望上线的时间" />
      </Form.Item>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" loading={submitting}>
        提交申请
      </Button>
    </Form>
  );
}
