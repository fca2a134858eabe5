/**
 * The readout of an XY drawing: the x under the pointer (or chosen with the arrow keys) and
 * each series' value there. Screen only; the data table says the same to every reader.
 */
import type { XYDrawingProps } from './XYDrawing.tsx';
import { useT } from '../i18n/useT.ts';

/** The values of every series at `at`, largest first, beside the readout line. */
export function Readout({
  series,
  at,
  px,
  width,
  readoutX,
  readoutY,
}: Pick<XYDrawingProps, 'series' | 'readoutX' | 'readoutY'> & { readonly at: number; readonly px: number; readonly width: number }) {
  const t = useT();
  const rows = series
    .flatMap((s) => {
      const p = s.points.find((q) => q && q.x === at);
      return p && Number.isFinite(p.y) ? [{ key: s.key, name: s.name, color: s.style.color, y: p.y, note: p.note }] : [];
    })
    .sort((a, b) => b.y - a.y);
  // In the plot's far half from the pointer, so it never covers the x being read.
  const onLeft = px > width / 2;
  return (
    <div className="chart-readout" aria-hidden="true" style={onLeft ? { left: 96 } : { right: 32 }}>
      <div className="chart-readout-x">{readoutX(at)}</div>
      {rows.map((r) => (
        <div key={r.key}>
          <span className="chart-readout-swatch" style={{ background: r.color }} />
          {t(r.note ? 'charts.common.readoutNoted' : 'charts.common.readout', { name: r.name, value: readoutY(r.y), note: r.note })}
        </div>
      ))}
    </div>
  );
}
