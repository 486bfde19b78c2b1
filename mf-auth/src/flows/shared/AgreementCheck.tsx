import type { Agreement } from '@portal/core';
import { Checkbox } from '@portal/ui/kit/Checkbox';

export interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The words before the document's name ("I have read and agree to"). */
  agree: string;
  /** The document's name. */
  title: string;
  /** The document as the agreements call lists it: its name links to it once known. */
  agreement: Agreement | undefined;
}

/** One document to accept before a step: a checkbox, its name linking to the document. */
export function AgreementCheck({ checked, onChange, agree, title, agreement }: AgreementCheckProps) {
  return (
    <p className="person__section">
      <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
        {agree}
        {agreement ? (
          <a href={agreement.url} target="_blank" rel="noreferrer">
            {title}
          </a>
        ) : (
          title
        )}
      </Checkbox>
    </p>
  );
}
