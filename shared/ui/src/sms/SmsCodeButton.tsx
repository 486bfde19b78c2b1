import { Button } from '@portal/ui/kit/Button';
import type { SmsCountdown } from './useSmsCountdown';
import { smsButtonLabel } from './labels';

export interface SmsCodeButtonProps {
  countdown: SmsCountdown;
  onClick: () => void;
  /** A send in progress (the slider or the call). */
  loading?: boolean;
  disabled?: boolean;
}

/** Get code; while counting down the seconds left, disabled; after 60 s, resend code. */
export function SmsCodeButton({ countdown, onClick, loading = false, disabled = false }: SmsCodeButtonProps) {
  const counting = countdown.state === 'counting';
  return (
    <Button className="portal-sms-button" onClick={onClick} disabled={disabled || counting} loading={loading}>
      {smsButtonLabel(countdown)}
    </Button>
  );
}
