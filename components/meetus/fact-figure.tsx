type FactFigureProps = {
  /** Small words before the figure ("más de"). */
  prefix?: string;
  value: string;
  label: string;
  tone?: 'light' | 'dark';
};

const tones = {
  light: { prefix: 'text-ink-muted', value: 'text-navy-900', label: 'text-ink-soft' },
  dark: { prefix: 'text-gold-300', value: 'text-white', label: 'text-white/85' },
} as const;

/** A headline figure: big value with its label, read as one sentence ("más de 400 deportistas federados"). */
export function FactFigure({ prefix, value, label, tone = 'light' }: FactFigureProps) {
  const colours = tones[tone];
  return (
    <p className="flex flex-col gap-0.5">
      {prefix && <span className={`text-xs font-semibold uppercase tracking-[0.16em] ${colours.prefix}`}>{prefix} </span>}
      <span className={`font-serif text-4xl font-semibold leading-none tracking-tight ${colours.value}`}>{value}</span>
      <span className={`text-[0.9375rem] leading-snug ${colours.label}`}> {label}</span>
    </p>
  );
}
