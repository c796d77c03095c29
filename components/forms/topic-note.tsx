/** The topic a family picked on a camp or the fees page, shown at the top of the contact form, with a way to drop it. */
export function TopicNote({ heading, label, removeLabel, onRemove }: { heading: string; label: string; removeLabel: string; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-1.5 rounded bg-garden-50 px-2 py-1.5 text-ink" data-testid="enquiry-topic">
      <p>
        <span className="text-ink-soft">{heading}:</span> <strong className="font-semibold">{label}</strong>
      </p>
      <button type="button" onClick={onRemove} className="text-sm font-semibold text-garden-700 underline underline-offset-4 hover:text-garden-800">
        {removeLabel}
      </button>
    </div>
  );
}
