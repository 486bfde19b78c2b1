import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '@portal/ui/kit/Form';
import { SmsCodeField } from './SmsCodeField';

function Harness({ onCode }: { onCode: (code: string) => void }) {
  return (
    <Form onValuesChange={(_changed, values: { code?: string }) => onCode(values.code ?? '')}>
      <Form.Item name="code">
        <SmsCodeField aria-label="短信验证码" />
      </Form.Item>
    </Form>
  );
}

describe('the SMS code field every form uses', () => {
  it('keeps digits only, typed or pasted, up to six', async () => {
    const onCode = jest.fn();
    render(<Harness onCode={onCode} />);
    const input = screen.getByRole('textbox', { name: '短信验证码' });
    await userEvent.type(input, '12a');
    expect(input).toHaveValue('12');
    await userEvent.clear(input);
    input.focus();
    await userEvent.paste(' 98-76 54x3');
    expect(input).toHaveValue('987654');
    expect(onCode).toHaveBeenLastCalledWith('987654');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});
