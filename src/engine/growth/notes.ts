/**
 * The notes of a plan over time: the services' rules that shape its months (documented, with
 * the page, or assumed where the documents are silent) and the conditions of its input.
 * Sources: Lustre capacity "can't be decreased" and grows in 10.4 TiB then 41.6 TiB steps
 * (docs.oracle.com …/lustre/file-system-capacity.htm, reference section 4); an HPMT has a
 * 30-day billing commitment, upgrades at any time and downgrades at the end of the cycle (S-MT,
 * S-MTPERF); local NVMe is the shape's own (a Dense I/O shape is fixed: more drives is another
 * shape, S-SHAPES-NEW). Block Volume volumes are only ever made larger (assumed: no OCI page in
 * the sources says it in so many words).
 */
import type { CompareResult, ServiceId } from '../compare/types.ts';
import type { MonthDemand } from './grow.ts';
import { growthNoteBasis, type GrowthEvent, type GrowthNote, type GrowthNoteCode } from './types.ts';

const note = (code: GrowthNoteCode, params: GrowthNote['params'] = {}): GrowthNote => ({ code, basis: growthNoteBasis[code], params });

/** The months where a part of the demand is lower than the month before. */
function fallingCapacity(demand: readonly MonthDemand[]): number | null {
  for (let m = 1; m < demand.length; m++) if (demand[m]!.capacityGB < demand[m - 1]!.capacityGB) return m;
  return null;
}

function fallingLoad(demand: readonly MonthDemand[]): number | null {
  for (let m = 1; m < demand.length; m++) {
    const a = demand[m - 1]!;
    const b = demand[m]!;
    if (b.readMBps < a.readMBps || b.writeMBps < a.writeMBps || b.readIops < a.readIops || b.writeIops < a.writeIops) return m;
  }
  return null;
}

/** A service's notes: its rules where the months meet them, and the first month no design of it carries (null: none). */
export function serviceNotes(
  service: ServiceId,
  demand: readonly MonthDemand[],
  events: readonly GrowthEvent[],
  newPart: boolean,
  beyondFrom: number | null,
): GrowthNote[] {
  const out: GrowthNote[] = [];
  const capFalls = fallingCapacity(demand);
  const loadFalls = fallingLoad(demand);
  const falls = capFalls ?? loadFalls;
  switch (service) {
    case 'lustre':
      if (falls !== null) out.push(note('lustre-never-shrinks', { month: falls }));
      if (events.some((e) => e.kind === 'grow-capacity')) out.push(note('lustre-tier-kept'));
      break;
    case 'block-volume':
      if (falls !== null) out.push(note('bv-volumes-never-shrink', { month: falls }));
      break;
    case 'dense-io':
      if (events.some((e) => e.kind === 'migrate-shape')) out.push(note('dio-no-growth-in-place'));
      break;
    case 'file-storage':
      if (events.some((e) => e.kind === 'change-mount-target-type' || e.kind === 'add-mount-targets' || e.kind === 'remove-mount-targets')) {
        out.push(note('hpmt-commitment'));
      }
      if (events.some((e) => e.kind === 'change-mount-target-type')) out.push(note('fss-type-change-at-cycle'));
      break;
  }
  if (beyondFrom !== null) out.push(note('beyond-any-design', { month: beyondFrom }));
  if (newPart) out.push(note('new-demand-part'));
  return out;
}

/** The plan's own notes: a month held at the schema's bounds, a calibration that holds for today only. */
export function planNotes(demand: readonly MonthDemand[], today: Pick<CompareResult, 'calibration'>): GrowthNote[] {
  const out: GrowthNote[] = [];
  const clamped = demand.find((d) => d.clamped);
  if (clamped) out.push(note('demand-clamped', { month: clamped.month }));
  if (today.calibration?.status === 'applied') out.push(note('calibration-today-only', { service: today.calibration.service }));
  return out;
}
