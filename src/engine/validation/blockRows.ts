/**
 * Model-check rows of Block Volume (host limits, the performance tables) and Dense I/O (the
 * NVMe headline figures).
 */
import { bvEditions, dioEditions } from '../../catalog/index.ts';
import type { BvTableRow, Cited } from '../../catalog/types.ts';
import { evaluateBlockVolume, findLevel, volumeIopsCap } from '../bv/index.ts';
import { deviceIops, headlineCheck } from '../denseIo.ts';
import { row, type ValidationNote, type ValidationRow } from './row.ts';

// ------------------------------------------------------------------ Block Volume

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
  const host = bvEditions['bv-seed'].hostMeasurement!;
  const level = findLevel(bvEditions['bv-seed'], 'balanced')!;
  const perVolumeSum = host.volumes * volumeIopsCap(level, host.volumeSizeGB, 'iscsi');
  return [
    one('50 GB volume, 4K', 'small-4k', 1, 50, 4, 'iops', 3000),
    one('50 GB volume, 256 KB or larger', 'small-large', 1, 50, 256, 'throughputMBps', 24),
    one('1 TB volume, 4K', 'large-4k', 1, 1000, 4, 'iops', 25_000),
    one('1 TB volume, larger block sizes', 'large-large', 1, 1000, 1024, 'throughputMBps', 320),
    one('Host maximum, twenty 1 TB volumes, 4K 50/50', 'host-4k', host.volumes, host.volumeSizeGB, 4, 'iops', host.iops, {
      note: 'host-bound-by-construction',
      params: { perVolumeSum },
    }),
    one('Host maximum, twenty 1 TB volumes, large blocks', 'host-large', host.volumes, host.volumeSizeGB, 1024, 'throughputMBps', host.mbps, {
      note: 'host-bound-by-construction',
      params: { perVolumeSum: host.volumes * 320 },
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
