import { GUIDE_IMAGE_SIZE, type GuideSection } from '../guide-content';

function Screenshot({ file, alt, caption }: { file: string; alt: string; caption: string }) {
  return (
    <figure className="w-[min(100%,240px)] shrink-0">
      <img
        src={`/guia/${file}`}
        alt={alt}
        width={GUIDE_IMAGE_SIZE.width}
        height={GUIDE_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-2xl border border-border bg-surface-2 shadow-md"
      />
      <figcaption className="mt-2 text-center text-sm text-muted">{caption}</figcaption>
    </figure>
  );
}

/** One section of the guide: numbered steps, a tip and its screenshots. The section itself is the anchor target. */
export function GuideSectionView({ section, number }: { section: GuideSection; number: number }) {
  const headingId = `${section.id}-titulo`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-border bg-surface p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring md:scroll-mt-28 md:p-8"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-fg"
        >
          {number}
        </span>
        <h2 id={headingId} className="font-display text-2xl font-semibold tracking-tight text-fg">
          <span className="sr-only">Passo {number}: </span>
          {section.title}
        </h2>
      </div>
      <p className="mt-3 text-muted md:ml-12">{section.intro}</p>

      <ol className="mt-5 flex list-decimal flex-col gap-2.5 pl-6 text-fg marker:font-semibold marker:text-primary md:ml-12">
        {section.steps.map((step, index) => (
          // The steps are a fixed list: their position is their identity.
          <li key={index} className="pl-1 text-muted">
            {step}
          </li>
        ))}
      </ol>

      {section.tip && (
        <p className="mt-5 rounded-xl bg-accent px-4 py-3 text-sm text-accent-fg md:ml-12">
          <strong className="font-semibold">Dica: </strong>
          {section.tip}
        </p>
      )}

      {section.images.length > 0 && (
        <div className="mt-6 flex flex-wrap justify-center gap-6 md:ml-12 md:justify-start">
          {section.images.map((image) => (
            <Screenshot key={image.file} {...image} />
          ))}
        </div>
      )}
    </section>
  );
}
