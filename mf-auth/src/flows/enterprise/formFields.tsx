import type { ComponentProps } from 'react';
import { validateCompanyName, validateCreditCode, validateRealName, validateResidentId, type EntAuthMethod, type EntTypeCode } from '@portal/core';
import { Form } from '@portal/ui/kit/Form';
import { useTouchedFields, validatorRule } from '@portal/ui/kit/FormHelpers';
import { Input } from '@portal/ui/kit/Input';
import { Radio } from '@portal/ui/kit/Radio';
import { Select } from '@portal/ui/kit/Select';
import { messages } from '../../i18n';

const t = messages.enterprise;
const c = t.certificate;

type AriaRequired = { 'aria-required'?: boolean | 'true' | 'false' };
type RadioGroupProps = ComponentProps<typeof Radio.Group> & AriaRequired;

/** A required radio group: the aria-required Form.Item adds goes on an element with the radiogroup role (ARIA allows it nowhere else). */
export function RequiredRadioGroup({ 'aria-required': required, ...props }: RadioGroupProps) {
  return (
    <div role="radiogroup" aria-required={required}>
      <Radio.Group {...props} />
    </div>
  );
}

const ENT_TYPES: readonly EntTypeCode[] = [1, 2, 3, 4, 99];
const METHODS: readonly EntAuthMethod[] = [1, 2, 3, 4];

/** The company type (spec 000 section 3's five kinds), as the add-company dialog and AuthCertificate ask it. */
export function EntTypeRadios(props: Omit<RadioGroupProps, 'children'>) {
  return (
    <RequiredRadioGroup {...props}>
      {ENT_TYPES.map((kind) => (
        <Radio key={kind} value={kind}>
          {t.entTypes[kind]}
        </Radio>
      ))}
    </RequiredRadioGroup>
  );
}

/** The enterprise auth method (spec 000 section 3's four), one per line. */
export function MethodRadios(props: Omit<RadioGroupProps, 'children'>) {
  return (
    <RequiredRadioGroup {...props}>
      {METHODS.map((method) => (
        <div key={method}>
          <Radio value={method}>{t.methods[method]}</Radio>
        </div>
      ))}
    </RequiredRadioGroup>
  );
}

/**
 * A select in a required Form.Item: ARIA allows no aria-required on the role-less box antd puts it
 * on, so the label's mark and the field's message say it instead.
 */
export function FormSelect({ 'aria-required': _required, ...props }: ComponentProps<typeof Select> & AriaRequired) {
  return <Select {...props} />;
}

/** AuthCertificate's company and legal-representative fields (ent4's inputs), inside its form. */
const LEGAL_PERSON_FIELDS = ['legalPersonName', 'legalPersonIdNo'] as const;

export function CompanyFields() {
  // As the portal's other forms: a field's error once the user leaves it, then live while they type.
  const touched = useTouchedFields(Form.useFormInstance(), LEGAL_PERSON_FIELDS);
  return (
    <div className="person__fields">
      <Form.Item label={c.entName} name="entName" required rules={[validatorRule(validateCompanyName)]}>
        <Input maxLength={50} autoComplete="organization" />
      </Form.Item>
      <Form.Item label={c.creditCode} name="creditCode" required rules={[validatorRule(validateCreditCode), { required: true, message: c.creditCodeRequired }]} normalize={(v: string) => v.toUpperCase()}>
        <Input maxLength={18} autoComplete="off" />
      </Form.Item>
      <Form.Item label={c.entType} name="entType" rules={[{ required: true, message: t.selectBusiness.kindRequired }]}>
        <EntTypeRadios />
      </Form.Item>
      <Form.Item label={c.legalPersonName} name="legalPersonName" required rules={[validatorRule(validateRealName)]} validateTrigger={touched.trigger('legalPersonName')}>
        <Input maxLength={30} autoComplete="off" onBlur={() => touched.touch('legalPersonName')} />
      </Form.Item>
      <Form.Item
        label={c.legalPersonIdNo}
        name="legalPersonIdNo"
        required
        rules={[validatorRule((value: string | undefined) => validateResidentId(value))]}
        normalize={(value: string) => value.toUpperCase()}
        validateTrigger={touched.trigger('legalPersonIdNo')}
      >
        <Input maxLength={20} autoComplete="off" onBlur={() => touched.touch('legalPersonIdNo')} />
      </Form.Item>
    </div>
  );
}
