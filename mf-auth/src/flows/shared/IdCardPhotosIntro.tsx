// No kit here: a page draws these with its heading.

/** The photos' title and lead, plain markup: a page draws them with its heading, before the kit's form below. */
export function IdCardPhotosIntro({ id, texts }: { id: string; texts: { title: string; lead: string } }) {
  return (
    <div className="person__section person__intro">
      <h2 id={id}>{texts.title}</h2>
      <p>{texts.lead}</p>
    </div>
  );
}
