/**
 * Model-check rows of Block Volume (host limits, the performance tables) and Dense I/O (the
 * NVMe headline figures).
 */
import { bvEditions, dioEditions } from '../../catalog/index.ts';
import type { BvTableRow, Cited } from '../../catalog/types.ts';
import { evaluateBlockVolume, findLevel, volumeIopsCap } from '../bv/index.ts';
import { deviceIops, headlineCheck } from '../dio/index.ts';
import { row, type ValidationNote, type ValidationRow } from './row.ts';

// ------------------------------------------------------------------ Block Volume

/**
 * Block Volume rows of bv-seed's "Testing Methodology and Performance" section: the IOPS at 4K
 * and MB/s at large blocks of one Balanced volume (50 GB, 1 TB), and the measured host maximum
 * of twenty 1 TB volumes, set beside the engine's evaluation of the same volumes.
 */
export function bvHostRows(): ValidationRow[] {
  const t = 'Testing Methodology and Performance';
  const one = (
    label: string,
    variant: 'small-4k' | 'small-large' | 'large-4k' | 'large-large' | 'host-4k' | 'host-large',
    volumes: number,
    sizeGB: number,
    ioSizeKiB: number,
    quantity: 'iops' | 'throughputMBps',
    measured: Cited | number,
    extra: Partial<ValidationRow> = {},
  ) => {
    const e = evaluateBlockVolume('bv-seed', { volumes, volumeSizeGB: sizeGB }, { ioSizeKiB, readPercent: 50 })!;
    return row({
      source: 'bv-seed',
      table: t,
      place: 'bv-testing',
      row: label,
      label: { code: 'bv-host', params: { variant, volumes, sizeGB } },
      quantity,
      measured: typeof measured === 'number' ? measured : measured.value,
      model: quantity === 'iops' ? e.iops : e.throughputMBps,
      binds: e.bottleneck,
      ...extra,
    });
  };
  const seed = bvEditions['bv-seed'];
  const host = seed.hostMeasurement!;
  const level = findLevel(seed, 'balanced')!;
  const perVolumeSum = host.volumes * volumeIopsCap(level, host.volumeSizeGB, 'iscsi');
  // The IOPS at 4K from the section's list of samples; the MB/s at large blocks from the size
  // table's 1 MB column (the section names no MB/s of its own for these volumes).
  const sample = (sizeGB: number) => seed.sampleVolumes!.find((v) => v.sizeGB === sizeGB)!.iops4K;
  const tableRow = (sizeGB: number) => seed.table.find((r) => r.sizeGB <= sizeGB && sizeGB <= (r.sizeToGB ?? r.sizeGB))!;
  return [
    one('50 GB volume, 4K', 'small-4k', 1, 50, 4, 'iops', sample(50)),
    one('50 GB volume, 256 KB or larger', 'small-large', 1, 50, 256, 'throughputMBps', tableRow(50).mbps1M),
    one('1 TB volume, 4K', 'large-4k', 1, 1000, 4, 'iops', sample(1000)),
    one('1 TB volume, larger block sizes', 'large-large', 1, 1000, 1024, 'throughputMBps', tableRow(1000).mbps1M),
    one('Host maximum, twenty 1 TB volumes, 4K 50/50', 'host-4k', host.volumes, host.volumeSizeGB, 4, 'iops', host.iops, {
      note: 'host-bound-by-construction',
      params: { perVolumeSum },
    }),
    one('Host maximum, twenty 1 TB volumes, large blocks', 'host-large', host.volumes, host.volumeSizeGB, 1024, 'throughputMBps', host.mbps, {
      note: 'host-bound-by-construction',
      params: { perVolumeSum: host.volumes * tableRow(host.volumeSizeGB).mbps1M.value },
    }),
  ];
}

/** Why a printed size-table figure differs from the rule, where it does (checked in bvVolume.test.ts). */
function tableNote(levelId: string, column: 'iops4K' | 'mbps1M' | 'mbps8K', sizeGB: number): { note?: ValidationNote; tolerancePercent?: number | null } {
  if (levelId === 'uhp-120' && column === 'iops4K') return { note: 'printed-230-per-gb' };
  if (levelId === 'higher-performance' && column === 'mbps8K' && sizeGB >= 800) return { note: 'printed-over-iops-cap', tolerancePercent: null };
  if (levelId === 'lower-cost' && column === 'mbps1M' && sizeGB === 1500) return { note: 'printed-row-start', tolerancePercent: null };
  if (column === 'mbps8K' && (levelId === 'lower-cost' || levelId === 'balanced')) return { note: 'printed-decimal-kb', tolerancePercent: 7 };
  return {};
}

/**
 * Block Volume rows of the per-level size tables (bv-seed, and bv-current from S-BVLC, S-BVBAL,
 * S-BVHP, S-BVUHP as each row cites): 4 KB IOPS, 8 KB MB/s and 1 MB MB/s of one volume at each
 * printed size (both ends of a size range), beside the engine's answer, with why a figure
 * differs where it does (`tableNote`).
 */
export function bvTableRows(): ValidationRow[] {
  const out: ValidationRow[] = [];
  for (const edition of [bvEditions['bv-seed'], bvEditions['bv-current']]) {
    for (const r of edition.table as readonly BvTableRow[]) {
      const level = findLevel(edition, r.levelId)!;
      const sizes = r.sizeToGB ? [r.sizeGB, r.sizeToGB] : [r.sizeGB];
      for (const sizeGB of sizes) {
        const at = (ioSizeKiB: number) => evaluateBlockVolume(edition.id, { volumes: 1, volumeSizeGB: sizeGB, performanceLevel: level.id }, { ioSizeKiB })!;
        const label = (col: string) => `${level.name}, ${sizeGB.toLocaleString('en-US')} GB, ${col}`;
        const source = r.iops4K.source;
        const table = r.iops4K.where.split(', row')[0]!;
        const place = level.needsMultipath ? ('bv-size-table-uhp' as const) : ('bv-size-table' as const);
        const code = (variant: 'iops4K' | 'mbps8K' | 'mbps1M') => ({ code: 'bv-table' as const, params: { level: level.id, sizeGB, variant } });
        const e4 = at(4);
        const e8 = at(8);
        const e1m = at(1024);
        out.push(
          row({
            source,
            table,
            place,
            placeParams: { vpus: level.vpusPerGB.value },
            row: label('4 KB IOPS'),
            label: code('iops4K'),
            quantity: 'iops',
            measured: r.iops4K.value,
            model: e4.iops,
            binds: e4.bottleneck,
            ...tableNote(level.id, 'iops4K', sizeGB),
          }),
        );
        out.push(
          row({
            source,
            table,
            place,
            placeParams: { vpus: level.vpusPerGB.value },
            row: label('8 KB MB/s'),
            label: code('mbps8K'),
            quantity: 'throughputMBps',
            measured: r.mbps8K.value,
            model: e8.throughputMBps,
            binds: e8.warnings.some((w) => w.id === 'bv-printed-8k') ? 'printed' : e8.bottleneck,
            ...tableNote(level.id, 'mbps8K', sizeGB),
          }),
        );
        out.push(
          row({
            source,
            table,
            place,
            placeParams: { vpus: level.vpusPerGB.value },
            row: label('1 MB MB/s'),
            label: code('mbps1M'),
            quantity: 'throughputMBps',
            measured: r.mbps1M.value,
            model: e1m.throughputMBps,
            binds: e1m.bottleneck,
            ...tableNote(level.id, 'mbps1M', sizeGB),
          }),
        );
      }
    }
  }
  return out;
}

// ------------------------------------------------------------------ Dense I/O

/**
 * Dense I/O rows of oci-2019-10's NVMe performance tables for BM.DenseIO2.52: one device's 4k
 * IOPS at each read/write mix (the curve is the engine's input), and the all-devices headline
 * beside one device × drives (`headlineCheck`).
 */
export function nvmeRows(): ValidationRow[] {
  const shape = dioEditions['dio-2019-10'].shapes.find((s) => s.id === 'BM.DenseIO2.52')!;
  const out = (shape.deviceIopsByReadPercent ?? []).map((p) =>
    row({
      source: 'oci-2019-10',
      table: 'NVMe Performance (single device, 4k)',
      place: 'nvme-single-device',
      row: `${p.readPercent}/${100 - p.readPercent} read/write`,
      label: { code: 'nvme-mix', params: { readPercent: p.readPercent, writePercent: 100 - p.readPercent } },
      quantity: 'iops',
      measured: p.iops.value,
      model: deviceIops(shape, p.readPercent) ?? 0,
      binds: 'deviceIops',
      note: 'curve-is-input',
    }),
  );
  const check = headlineCheck(shape);
  if (check) {
    out.push(
      row({
        source: 'oci-2019-10',
        table: 'NVMe Performance (all NVMe devices combined)',
        place: 'nvme-all-devices',
        row: `${check.readPercent}/${100 - check.readPercent}, all ${shape.drives.value} devices`,
        label: { code: 'nvme-all', params: { readPercent: check.readPercent, writePercent: 100 - check.readPercent, drives: shape.drives.value } },
        quantity: 'iops',
        measured: check.headline,
        model: check.curve,
        binds: 'deviceIops',
        note: 'headline-rounded',
        tolerancePercent: null,
        params: { drives: shape.drives.value },
      }),
    );
  }
  return out;
}
