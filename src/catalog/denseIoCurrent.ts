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

function denseIo1Vm(ocpus: 4 | 8 | 16, memoryGB: number, rawTB: number, gbps: number, slaValue: number, printed: string): DenseIoShape {
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
    sla: sla(slaValue, id, printed, 'The 2019 deck listed a higher minimum under its own test definition.'),
    priceFamily: null,
    generation: 'previous',
  });
}

const dio2DriveTB = cite(6.4, 'TB', 'S-SHAPES-NEW', ROW('BM.DenseIO2.52'), 'derived', '51.2 TB / 8 drives.');
const DECK_COUNTS = ' The 2019 deck prints 2 / 4 / 8 drives for the .8 / .16 / .24 VMs instead.';

function denseIo2Vm(ocpus: 8 | 16 | 24, memoryGB: number, rawTB: number, gbps: number, slaValue: number, printed: string): DenseIoShape {
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
    sla: sla(slaValue, id, printed, 'The 2019 deck listed a higher minimum.'),
    priceFamily: 'denseio-x7',
    generation: 'previous',
  });
}

// ---------------------------------------------------------------- current generation

function flexSize(family: 'E4' | 'E5', ocpus: number, memoryGB: number, drives: number, rawTB: number, slaValue: number, printed: string): DenseIoShape {
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
    sla: sla(slaValue, label, printed, family === 'E5' ? SALES : undefined),
    priceFamily: family === 'E4' ? 'denseio-e4' : 'denseio-e5',
    generation: 'current',
  });
}

export const dioCurrentShapes: readonly DenseIoShape[] = [
  denseIo1Vm(4, 60, 3.2, 1.2, 113_000, '113k'),
  denseIo1Vm(8, 120, 6.4, 2.4, 227_000, '227k'),
  denseIo1Vm(16, 240, 12.8, 4.8, 455_000, '455k'),
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
  denseIo2Vm(8, 120, 6.4, 8.2, 206_000, '206k'),
  denseIo2Vm(16, 240, 12.8, 16.4, 420_000, '420k'),
  denseIo2Vm(24, 320, 25.6, 24.6, 843_000, '843k'),
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
  flexSize('E4', 8, 128, 1, 6.8, 230_000, '230k'),
  flexSize('E4', 16, 256, 2, 13.6, 460_000, '460k'),
  flexSize('E4', 32, 512, 4, 27.2, 920_000, '920k'),
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
  flexSize('E5', 8, 96, 1, 6.8, 290_000, '290K'),
  flexSize('E5', 16, 192, 2, 13.6, 580_000, '580K'),
  flexSize('E5', 24, 288, 3, 20.4, 870_000, '870K'),
  flexSize('E5', 32, 384, 4, 27.2, 1_160_000, '1160K'),
  flexSize('E5', 40, 480, 5, 34, 1_450_000, '1450K'),
  flexSize('E5', 48, 576, 6, 40.8, 1_740_000, '1740K'),
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
