const width = 120;
const height = 36;

/** A day of prices as a line, rising green or falling red; the label says what it shows. */
export function Sparkline({
  points,
  label,
}: {
  points: readonly number[] | undefined;
  label: string;
}) {
  if (points === undefined || points.length < 2) {
    return <span className="inline-block h-9 w-[120px]" aria-hidden="true" />;
  }
  const low = Math.min(...points);
  const high = Math.max(...points);
  const span = high - low || 1;
  const step = width / (points.length - 1);
  const line = points
    .map((point, index) => {
      const x = index * step;
      const y = height - 2 - ((point - low) / span) * (height - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const rising = (points[points.length - 1] ?? 0) >= (points[0] ?? 0);
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={rising ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}
    >
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
