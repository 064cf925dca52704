/**
 * The company mark: an eight-pointed star, a Najdi motif, in the accent on the primary colour
 * (layout.css). Decorative wherever it appears next to the company name.
 */
export function Logo({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      className={className ? `logo ${className}` : 'logo'}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle className="logo__ground" cx="24" cy="24" r="23" strokeWidth="2" />
      <path
        className="logo__star"
        d="M24 7l4.2 10.1L38.1 13l-4.2 10.1 4.2 10.2-9.9-4.3L24 41l-4.2-10.1-9.9 4.3 4.2-10.2L9.9 13l9.9 4.1z"
      />
      <circle className="logo__centre" cx="24" cy="24" r="5" />
    </svg>
  );
}
