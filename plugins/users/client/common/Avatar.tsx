/** A member's picture, or the first letter of their name on a tinted circle when they have none. */
export function Avatar({ url, name, size }: { url: string; name: string; size: number }) {
  const style = { width: size, height: size };
  if (url) return <img src={url} alt="" width={size} height={size} className="rounded-circle flex-shrink-0 object-fit-cover" loading="lazy" />;
  return (
    <span
      aria-hidden="true"
      className="rounded-circle flex-shrink-0 bg-secondary-subtle text-secondary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center"
      style={{ ...style, fontSize: Math.round(size * 0.45) }}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
