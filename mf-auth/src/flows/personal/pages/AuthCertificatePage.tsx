import { upgradeIdentity } from '@portal/core';
import { messages } from '../../../i18n';
import { PersonFrame } from '../PersonFrame';
import { usePersonalFlow } from '../usePersonalFlow';
import { CertificateForm } from './lazy';

const t = messages.person.certificate;

/** /AuthPerson/AuthCertificate: real name and resident ID (personal2), optional ID photos read by OCR. */
export function AuthCertificatePage() {
  const state = usePersonalFlow('AuthCertificate');
  const locked = upgradeIdentity(state.info, state.history);
  return (
    <PersonFrame page="AuthCertificate" state={state} title={locked ? t.upgradeTitle : t.title} lead={<p>{t.lead}</p>}>
      {() => <CertificateForm state={state} locked={locked} />}
    </PersonFrame>
  );
}

