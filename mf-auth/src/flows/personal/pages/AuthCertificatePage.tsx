import { useMemo } from 'react';
import { drafts, upgradeIdentity } from '@portal/core';
import { messages } from '../../../i18n';
import { IdCardPhotosIntro } from '../../shared/IdCardPhotosIntro';
import { PersonFrame } from '../PersonFrame';
import { usePersonalFlow } from '../usePersonalFlow';
import { CERTIFICATE_DRAFT } from './certificateDraft';
import { CertificateForm } from './lazy';

const t = messages.person.certificate;

/** /AuthPerson/AuthCertificate: real name and resident ID (personal2), optional ID photos read by OCR. */
export function AuthCertificatePage() {
  const state = usePersonalFlow('AuthCertificate');
  const locked = upgradeIdentity(state.info, state.history);
  const isLocked = Boolean(locked);
  // The form opens on the photos' title and lead: drawn here with the heading, before the kit's form
  // below them. Not when a notice (the locked identity, a restored draft) comes first in the form;
  // decided when the page opens (a draft saved while typing does not move them).
  const plainIntro = useMemo(() => state.mobile !== '' && !isLocked && !drafts.load(state.mobile, CERTIFICATE_DRAFT), [state.mobile, isLocked]);
  return (
    <PersonFrame
      page="AuthCertificate"
      state={state}
      title={locked ? t.upgradeTitle : t.title}
      lead={<p>{t.lead}</p>}
      intro={plainIntro && <IdCardPhotosIntro id="person-photos" texts={{ title: t.photosTitle, lead: t.photosLead }} />}
    >
      {() => <CertificateForm state={state} locked={locked} intro={!plainIntro} />}
    </PersonFrame>
  );
}
