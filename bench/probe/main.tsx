/**
 * The bare probe `npm run bench:ui` measures the planner against: the same stack (React,
 * recharts, zustand, at the project's own versions), one number input and one line chart of
 * five series that is drawn again on every input. Nothing else: what a keystroke costs with
 * no application around it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { create } from 'zustand';

interface ProbeState {
  readonly value: number;
  set(value: number): void;
}

const useProbe = create<ProbeState>((set) => ({ value: 4, set: (value) => set({ value }) }));

const SERIES = ['a', 'b', 'c', 'd', 'e'] as const;
const COLORS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#56b4e9'];

function rows(value: number): Record<string, number>[] {
  return Array.from({ length: 16 }, (_, i) => {
    const row: Record<string, number> = { x: i + 1 };
    SERIES.forEach((s, k) => (row[s] = Math.min(value * (k + 1) * 100, (i + 1) * (k + 1) * 250)));
    return row;
  });
}

function Chart() {
  const value = useProbe((s) => s.value);
  return (
    <figure data-bench="chart" style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height={360}>
        <LineChart data={rows(value)} margin={{ top: 16, right: 24, bottom: 4, left: 16 }}>
          <CartesianGrid strokeDasharray="2 4" />
          <XAxis dataKey="x" type="number" domain={[1, 16]} />
          <YAxis type="number" />
          <Tooltip />
          <Legend />
          {SERIES.map((s, k) => (
            <Line key={s} dataKey={s} stroke={COLORS[k]} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

function Probe() {
  const value = useProbe((s) => s.value);
  const set = useProbe((s) => s.set);
  return (
    <main style={{ display: 'grid', gridTemplateColumns: '320px 1fr', gap: 24, fontFamily: 'system-ui, sans-serif' }}>
      <label>
        Read throughput{' '}
        <input
          data-bench="read"
          type="text"
          inputMode="decimal"
          defaultValue={String(value)}
          onChange={(e) => {
            const v = Number(e.currentTarget.value);
            if (Number.isFinite(v)) set(v);
          }}
        />
        <p className="answer" data-testid="recommended-design">
          {Math.ceil(value / 2.5)} × unit
        </p>
      </label>
      <Chart />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Probe />
  </StrictMode>,
);
