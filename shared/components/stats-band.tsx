import type { Stat } from '#content/schema/sections.ts';

/** Big numbers with labels, e.g. "300%" client growth. */
export function StatsBand({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="stats">
      {stats.map((stat) => (
        <div key={stat.label} className="stat">
          <dt className="stat__label">{stat.label}</dt>
          <dd className="stat__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
