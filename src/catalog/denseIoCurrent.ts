/**
 * Dense I/O (local NVMe) shapes from the current docs: specs from the shapes page
 * (S-SHAPES-NEW) and SLA minimums from S-NVMEPERF (4k, 100% random write, steady state).
 * The Flex shapes come only in listed sizes, so each size is its own entry.
 */
import { denseIo2AllDevices, denseIo2DeviceCurve } from './denseIo2019.ts';
import { cite, type Cited, type DenseIoShape } from './types.ts';

const ROW = (label: string) => `Dense I/O shapes table, row "${label}"`;
const SLA_ROW = (label: string) => `minimum IOPS table, row "${label}"`;
const SALES = 'The shapes page footnotes this shape: contact an Oracle sales representative.';

const doc = (value: number, unit: Cited['unit'], label: string, note?: string): Cited => cite(value, unit, 'S-SHAPES-NEW', ROW(label), 'documented', note);
const sla = (value: number, label: string, printed: string, note?: string): Cited =>
  cite(value, 'iops', 'S-NVMEPERF', SLA_ROW(label), 'sla', [`Printed ${printed}.`, note].filter(Boolean).join(' '));

interface Spec {
  readonly id: string;
  readonly shapeName: string;
  readonly label: string;
  readonly kind: 'vm' | 'bm';
  readonly ocpus: number;
  readonly memoryGB: number;
  readonly drives: Cited;
  readonly driveTB: Cited;
  readonly rawTB: number;
  readonly rawNote?: string;
  readonly gbps: number;
  readonly gbpsNote?: string;
  readonly sla: Cited;
  readonly priceFamily: DenseIoShape['priceFamily'];
  readonly generation: DenseIoShape['generation'];
  readonly curve?: boolean;
}

function shape(s: Spec): DenseIoShape {
  return {
    id: s.id,
    shapeName: s.shapeName,
    kind: s.kind,
    ocpus: doc(s.ocpus, 'OCPU', s.label),
    memoryGB: doc(s.memoryGB, 'GB', s.label),
    drives: s.drives,
    driveTB: s.driveTB,
    rawTB: doc(s.rawTB, 'TB', s.label, s.rawNote),
    networkGbps: doc(s.gbps, 'Gbps', s.label, s.gbpsNote),
    slaIops: s.sla,
    deviceIopsByReadPercent: s.curve ? denseIo2DeviceCurve('carried') : null,
    allDevicesMeasured: s.curve ? denseIo2AllDevices('carried') : null,
    priceFamily: s.priceFamily,
    generation: s.generation,
  };
}

// ---------------------------------------------------------------- previous generation

const inferredDrives = (count: number, label: string, driveTB: number, from: string, olderNote = '') =>
  cite(
    count,
    'drives',
    'S-SHAPES-NEW',
    ROW(label),
    'inferred',
    `The page prints only the total; raw TB / ${driveTB} TB, the drive size of ${from}.${olderNote}`,
  );

const dio1DriveTB = cite(3.2, 'TB', 'S-SHAPES-NEW', ROW('BM.DenseIO1.36'), 'derived', '28.8 TB / 9 drives.');

/** A previous-generation DenseIO VM row: size, memory, raw NVMe, network, and the SLA's IOPS as printed. */
interface VmRow<Ocpus extends number> {
  readonly ocpus: Ocpus;
  readonly memoryGB: number;
  readonly rawTB: number;
  readonly gbps: number;
  readonly slaIops: number;
  /** The SLA figure as the page prints it ("113k"). */
  readonly slaPrinted: string;
}

function denseIo1Vm({ ocpus, memoryGB, rawTB, gbps, slaIops, slaPrinted }: VmRow<4 | 8 | 16>): DenseIoShape {
  const id = `VM.DenseIO1.${ocpus}`;
  return shape({
    id,
    shapeName: id,
    label: id,
    kind: 'vm',
    ocpus,
    memoryGB,
    rawTB,
    gbps,
    drives: inferredDrives(Math.round(rawTB / 3.2), id, 3.2, 'BM.DenseIO1.36'),
    driveTB: dio1DriveTB,
    sla: sla(slaIops, id, slaPrinted, 'The 2019 deck listed a higher minimum under its own test definition.'),
    priceFamily: null,
    generation: 'previous',
  });
}

const dio2DriveTB = cite(6.4, 'TB', 'S-SHAPES-NEW', ROW('BM.DenseIO2.52'), 'derived', '51.2 TB / 8 drives.');
const DECK_COUNTS = ' The 2019 deck prints 2 / 4 / 8 drives for the .8 / .16 / .24 VMs instead.';

function denseIo2Vm({ ocpus, memoryGB, rawTB, gbps, slaIops, slaPrinted }: VmRow<8 | 16 | 24>): DenseIoShape {
  const id = `VM.DenseIO2.${ocpus}`;
  return shape({
    id,
    shapeName: id,
    label: id,
    kind: 'vm',
    ocpus,
    memoryGB,
    rawTB,
    gbps,
    drives: inferredDrives(Math.round(rawTB / 6.4), id, 6.4, 'BM.DenseIO2.52', DECK_COUNTS),
    driveTB: dio2DriveTB,
    sla: sla(slaIops, id, slaPrinted, 'The 2019 deck listed a higher minimum.'),
    priceFamily: 'denseio-x7',
    generation: 'previous',
  });
}

// ---------------------------------------------------------------- current generation

/** One size of a DenseIO Flex shape as the table prints it. */
interface FlexSizeRow {
  readonly family: 'E4' | 'E5';
  readonly ocpus: number;
  readonly memoryGB: number;
  readonly drives: number;
  readonly rawTB: number;
  readonly slaIops: number;
  /** The SLA figure as the page prints it ("290K"). */
  readonly slaPrinted: string;
}

function flexSize({ family, ocpus, memoryGB, drives, rawTB, slaIops, slaPrinted }: FlexSizeRow): DenseIoShape {
  const shapeName = `VM.DenseIO.${family}.Flex`;
  const label = `${shapeName} (${ocpus} OCPU)`;
  return shape({
    id: `${shapeName}.${ocpus}`,
    shapeName,
    label,
    kind: 'vm',
    ocpus,
    memoryGB,
    drives: doc(drives, 'drives', label, `Printed "(${drives} drive${drives > 1 ? 's' : ''})".`),
    driveTB: cite(6.8, 'TB', 'S-SHAPES-NEW', ROW(label), 'derived', `${rawTB} TB / ${drives} drive${drives > 1 ? 's' : ''}.`),
    rawTB,
    gbps: ocpus, // the table prints 1 Gbps per OCPU for every listed size
    sla: sla(slaIops, label, slaPrinted, family === 'E5' ? SALES : undefined),
    priceFamily: family === 'E4' ? 'denseio-e4' : 'denseio-e5',
    generation: 'current',
  });
}

export const dioCurrentShapes: readonly DenseIoShape[] = [
  denseIo1Vm({ ocpus: 4, memoryGB: 60, rawTB: 3.2, gbps: 1.2, slaIops: 113_000, slaPrinted: '113k' }),
  denseIo1Vm({ ocpus: 8, memoryGB: 120, rawTB: 6.4, gbps: 2.4, slaIops: 227_000, slaPrinted: '227k' }),
  denseIo1Vm({ ocpus: 16, memoryGB: 240, rawTB: 12.8, gbps: 4.8, slaIops: 455_000, slaPrinted: '455k' }),
  shape({
    id: 'BM.DenseIO1.36',
    shapeName: 'BM.DenseIO1.36',
    label: 'BM.DenseIO1.36',
    kind: 'bm',
    ocpus: 36,
    memoryGB: 512,
    drives: doc(9, 'drives', 'BM.DenseIO1.36'),
    driveTB: dio1DriveTB,
    rawTB: 28.8,
    gbps: 10,
    gbpsNote: 'Printed 1 x 10 Gbps.',
    sla: sla(1_050_000, 'BM.DenseIO1.36', '1.05MM', 'The 2019 deck listed 2.5MM.'),
    priceFamily: null,
    generation: 'previous',
  }),
  denseIo2Vm({ ocpus: 8, memoryGB: 120, rawTB: 6.4, gbps: 8.2, slaIops: 206_000, slaPrinted: '206k' }),
  denseIo2Vm({ ocpus: 16, memoryGB: 240, rawTB: 12.8, gbps: 16.4, slaIops: 420_000, slaPrinted: '420k' }),
  denseIo2Vm({ ocpus: 24, memoryGB: 320, rawTB: 25.6, gbps: 24.6, slaIops: 843_000, slaPrinted: '843k' }),
  shape({
    id: 'BM.DenseIO2.52',
    shapeName: 'BM.DenseIO2.52',
    label: 'BM.DenseIO2.52',
    kind: 'bm',
    ocpus: 52,
    memoryGB: 768,
    drives: doc(8, 'drives', 'BM.DenseIO2.52'),
    driveTB: dio2DriveTB,
    rawTB: 51.2,
    gbps: 50,
    gbpsNote: 'Printed 2 x 25 Gbps, both NICs.',
    sla: sla(1_670_000, 'BM.DenseIO2.52', '1.67MM', 'The 2019 deck listed 3.0MM.'),
    priceFamily: 'denseio-x7',
    generation: 'previous',
    curve: true,
  }),
  flexSize({ family: 'E4', ocpus: 8, memoryGB: 128, drives: 1, rawTB: 6.8, slaIops: 230_000, slaPrinted: '230k' }),
  flexSize({ family: 'E4', ocpus: 16, memoryGB: 256, drives: 2, rawTB: 13.6, slaIops: 460_000, slaPrinted: '460k' }),
  flexSize({ family: 'E4', ocpus: 32, memoryGB: 512, drives: 4, rawTB: 27.2, slaIops: 920_000, slaPrinted: '920k' }),
  shape({
    id: 'BM.DenseIO.E4.128',
    shapeName: 'BM.DenseIO.E4.128',
    label: 'BM.DenseIO.E4.128',
    kind: 'bm',
    ocpus: 128,
    memoryGB: 2048,
    drives: doc(8, 'drives', 'BM.DenseIO.E4.128'),
    driveTB: cite(6.8, 'TB', 'S-SHAPES-NEW', ROW('BM.DenseIO.E4.128'), 'derived', '54.4 TB / 8 drives.'),
    rawTB: 54.4,
    gbps: 100,
    gbpsNote: 'Printed 2 x 50 Gbps, both NICs.',
    sla: sla(1_880_000, 'BM.DenseIO.E4.128', '1.88MM'),
    priceFamily: 'denseio-e4',
    generation: 'current',
  }),
  flexSize({ family: 'E5', ocpus: 8, memoryGB: 96, drives: 1, rawTB: 6.8, slaIops: 290_000, slaPrinted: '290K' }),
  flexSize({ family: 'E5', ocpus: 16, memoryGB: 192, drives: 2, rawTB: 13.6, slaIops: 580_000, slaPrinted: '580K' }),
  flexSize({ family: 'E5', ocpus: 24, memoryGB: 288, drives: 3, rawTB: 20.4, slaIops: 870_000, slaPrinted: '870K' }),
  flexSize({ family: 'E5', ocpus: 32, memoryGB: 384, drives: 4, rawTB: 27.2, slaIops: 1_160_000, slaPrinted: '1160K' }),
  flexSize({ family: 'E5', ocpus: 40, memoryGB: 480, drives: 5, rawTB: 34, slaIops: 1_450_000, slaPrinted: '1450K' }),
  flexSize({ family: 'E5', ocpus: 48, memoryGB: 576, drives: 6, rawTB: 40.8, slaIops: 1_740_000, slaPrinted: '1740K' }),
  shape({
    id: 'BM.DenseIO.E5.128',
    shapeName: 'BM.DenseIO.E5.128',
    label: 'BM.DenseIO.E5.128',
    kind: 'bm',
    ocpus: 128,
    memoryGB: 1536,
    drives: doc(12, 'drives', 'BM.DenseIO.E5.128', 'Printed "12 x 6.8 TB drives".'),
    driveTB: doc(6.8, 'TB', 'BM.DenseIO.E5.128', 'Printed "12 x 6.8 TB drives".'),
    rawTB: 81.6,
    gbps: 100,
    gbpsNote: 'Printed 1 x 100 Gbps.',
    sla: sla(3_400_000, 'BM.DenseIO.E5.128', '3.4MM', SALES),
    priceFamily: 'denseio-e5',
    generation: 'current',
  }),
];
