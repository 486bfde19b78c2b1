import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, TextInput } from './fields';
import { useFieldForm } from './useFieldForm';

type Name = 'mobile' | 'code' | 'from' | 'to';
const required = (label: string) => (value: string) => (value === '' ? `请输入${label}` : undefined);

/** A small form of the hook: each kind of rule once, and the buttons a form has. */
function Form({ onSearch }: { onSearch: (values: Record<Name, string>) => void }) {
  const form = useFieldForm<Name>({
    id: 'f',
    initial: { mobile: '', code: '', from: '', to: '' },
    rules: {
      mobile: { normalize: (typed) => typed.trim(), validate: required('手机号'), touchOnBlur: 'filled' },
      code: { normalize: (typed) => typed.replace(/\D/g, ''), validate: required('验证码'), touchOnBlur: 'always' },
      from: { validate: (value, { to }) => (value && to && value > to ? '开始不能晚于结束' : undefined) },
    },
  });
  return (
    <form
      aria-label="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.check('mobile', 'code', 'from')) onSearch({ ...form.values });
      }}
    >
      {(['mobile', 'code', 'from', 'to'] as const).map((name) => (
        <Field key={name} label={name} bind={form.bind(name)}>
          <TextInput {...form.bind(name)} />
        </Field>
      ))}
      <button type="submit">查询</button>
      <button type="button" onClick={() => form.reset()}>
        forget
      </button>
      <button type="button" onClick={() => form.reset({ mobile: '', code: '', from: '', to: '' })}>
        重置
      </button>
    </form>
  );
}

function setup() {
  const onSearch = jest.fn();
  render(<Form onSearch={onSearch} />);
  return { user: userEvent.setup(), onSearch };
}

describe('useFieldForm', () => {
  it('keeps what a field takes of what is typed, under its id', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('code'), '1a2b3');
    expect(screen.getByLabelText('code')).toHaveValue('123');
    expect(screen.getByLabelText('code')).toHaveAttribute('id', 'f-code');
  });

  it('an untouched field shows no error; a blur touches it as its rule says, then the error is live', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('mobile'));
    await user.tab();
    // 'filled': leaving it empty does not touch it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // 'always': leaving it empty does.
    await user.click(screen.getByLabelText('code'));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请输入验证码');
    expect(screen.getByLabelText('code')).toHaveAccessibleDescription('请输入验证码');
    await user.type(screen.getByLabelText('code'), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('code'));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入验证码');
  });

  it('a check touches the fields, refuses while one is wrong (a rule across fields too), and passes the values once all are fine', async () => {
    const { user, onSearch } = setup();
    await user.type(screen.getByLabelText('from'), '2025-12-01');
    await user.type(screen.getByLabelText('to'), '2025-11-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['请输入手机号', '请输入验证码', '开始不能晚于结束']);
    await user.type(screen.getByLabelText('mobile'), ' 138 ');
    await user.type(screen.getByLabelText('code'), '123456');
    await user.clear(screen.getByLabelText('to'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith({ mobile: '138', code: '123456', from: '2025-12-01', to: '' });
  });

  it('reset forgets the touches, keeping what was typed; with values it starts again from them', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('mobile'), '138');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'forget' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('mobile')).toHaveValue('138');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByLabelText('mobile')).toHaveValue('');
  });
});
