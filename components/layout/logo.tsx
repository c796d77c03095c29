/** The id of the mark's drawing in the navbar, which the footer's copy reuses. */
const drawingId = 'logo-mark';

/**
 * The school's mark: a crest with a tree (the gardens) and an open book. The
 * navbar draws it; the footer's copy (`reuse`) points at that drawing rather
 * than repeating it, which gzip, 60 KB further down the page, could not
 * compress away. Its crest takes the colour of the text around each copy.
 */
export function LogoMark({ className = '', reuse = false }: { className?: string; reuse?: boolean }) {
  return (
    <svg viewBox="0 0 40 48" width="40" height="48" className={className} aria-hidden="true" focusable="false">
      {reuse ? (
        <use href={`#${drawingId}`} />
      ) : (
        <g id={drawingId}>
          <path d="M20 1 38 7v16c0 12-8 20-18 24C10 43 2 35 2 23V7Z" fill="currentColor" />
          <path d="M20 5 34 10v13c0 9.5-6 16.3-14 19.8C12 39.3 6 32.5 6 23V10Z" fill="#c8963e" opacity=".22" />
          <path d="M20 11c-4 0-7 3-7 6.5S16 24 20 24s7-3 7-6.5S24 11 20 11Z" fill="#faf7f1" />
          <path d="M20 17v14" stroke="#faf7f1" strokeWidth="2" strokeLinecap="round" />
          <path d="M10 31c4-2 7-2 10 0 3-2 6-2 10 0v5c-4-2-7-2-10 0-3-2-6-2-10 0Z" fill="#e2c286" />
        </g>
      )}
    </svg>
  );
}
