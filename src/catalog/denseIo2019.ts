/**
 * Dense I/O (local NVMe) shapes as the October 2019 storage deck shows them: drive counts and
 * raw capacity, the one-device 4k curve of BM.DenseIO2.52, the all-devices figure and the old
 * SLA minimums. What the deck leaves out (memory, network, DenseIO1 specs) is carried from the
 * current shapes page and marked so.
 */
import { cite, type Basis, type Cited, type DenseIoShape } from './types.ts';

const LOCAL = 'slide "Local NVMe Storage" (drive table)';
const SLA = 'slide "SLA for NVMe Performance"';
const ONE_DEVICE = 'slide "NVMe Performance" (single device, 4k row)';
const ALL_DEVICES = 'slide "NVMe Performance" (all NVMe devices combined)';
const CURRENT = (id: string) => `Dense I/O shapes table, row "${id}"`;
const CARRIED = 'The deck does not give it; carried from the current shapes page.';

const carried = (value: number, unit: Cited['unit'], id: string, note?: string): Cited =>
  cite(value, unit, 'S-SHAPES-NEW', CURRENT(id), 'carried', note ? `${CARRIED} ${note}` : CARRIED);

/** The deck's columns are printed read/write, so "0/100" is 0% read. */
const DEVICE_CURVE: readonly (readonly [number, number])[] = [
  [0, 460_985.8],
  [5, 449_328.4],
  [35, 453_960.6],
  [50, 480_391.2],
  [65, 503_803.8],
  [95, 588_040.6],
  [100, 627_179.6],
];

/** One NVMe device of BM.DenseIO2.52 by read percent; `basis` is 'carried' when reused by a later edition. */
export function denseIo2DeviceCurve(basis: Basis): DenseIoShape['deviceIopsByReadPercent'] {
  const note =
    basis === 'carried'
      ? 'Measured in the 2019 deck (cloudharmony suite, one device, 4k random); current docs publish no per-device curve.'
      : 'One device, 4k random, cloudharmony suite; the column header prints read/write, so 0/100 is 0% read.';
  return DEVICE_CURVE.map(([readPercent, iops]) => ({
    readPercent,
    iops: cite(iops, 'iops', 'oci-2019-10', ONE_DEVICE, basis === 'carried' ? 'carried' : 'measured', note),
  }));
}

/** All eight devices of BM.DenseIO2.52 at 50/50. */
export function denseIo2AllDevices(basis: Basis): NonNullable<DenseIoShape['allDevicesMeasured']> {
  const note =
    (basis === 'carried' ? 'Measured in the 2019 deck; not repeated in current docs. ' : '') +
    'Printed as "~3.0MM" IOPS (50/50), 4k; the deck\'s all-devices table is withheld from the shared copy.';
  return { readPercent: 50, iops: cite(3_000_000, 'iops', 'oci-2019-10', ALL_DEVICES, basis === 'carried' ? 'carried' : 'measured', note) };
}

const VM_DRIVES_NOTE =
  'As printed. It disagrees with the 6.4 TB drives of BM.DenseIO2.52 (51.2 TB / 8): at 6.4 TB per drive this row would hold half as many drives.';

/** A DenseIO2 VM row of the deck: drives, raw NVMe, memory, network, and the SLA printed in thousands of IOPS. */
interface VmRow {
  readonly size: 8 | 16 | 24;
  readonly drives: number;
  readonly rawTB: number;
  readonly memoryGB: number;
  readonly gbps: number;
  /** Printed with a k suffix: 250 is 250,000 IOPS. */
  readonly slaK: number;
}

function denseIo2Vm({ size, drives, rawTB, memoryGB, gbps, slaK }: VmRow): DenseIoShape {
  const id = `VM.DenseIO2.${size}`;
  return {
    id,
    shapeName: id,
    kind: 'vm',
    ocpus: carried(size, 'OCPU', id),
    memoryGB: carried(memoryGB, 'GB', id),
    drives: cite(drives, 'drives', 'oci-2019-10', LOCAL, 'documented', VM_DRIVES_NOTE),
    driveTB: cite(
      rawTB / drives,
      'TB',
      'oci-2019-10',
      LOCAL,
      'derived',
      `Raw ${rawTB} TB / ${drives} drives on the deck's own row; contradicts the 6.4 TB per drive of the BM row.`,
    ),
    rawTB: cite(rawTB, 'TB', 'oci-2019-10', LOCAL, 'documented'),
    networkGbps: carried(gbps, 'Gbps', id),
    slaIops: cite(slaK * 1000, 'iops', 'oci-2019-10', SLA, 'sla', `Printed ${slaK}k.`),
    deviceIopsByReadPercent: null,
    allDevicesMeasured: null,
    priceFamily: 'denseio-x7',
    generation: 'current',
  };
}

const DIO1_DRIVES = 'No source prints this count: raw TB divided by the 3.2 TB drive of BM.DenseIO1.36 (28.8 TB / 9), both from the current shapes page.';

/** DenseIO1 (X5): the deck gives only the SLA; everything else comes from the current shapes page. */
function denseIo1(
  id: string,
  kind: 'vm' | 'bm',
  ocpus: number,
  memoryGB: number,
  rawTB: number,
  gbps: number,
  sla: Cited,
  printedDrives?: number,
): DenseIoShape {
  const drives = printedDrives ?? Math.round(rawTB / 3.2);
  return {
    id,
    shapeName: id,
    kind,
    ocpus: carried(ocpus, 'OCPU', id),
    memoryGB: carried(memoryGB, 'GB', id),
    drives: printedDrives ? carried(printedDrives, 'drives', id) : cite(drives, 'drives', 'S-SHAPES-NEW', CURRENT(id), 'inferred', DIO1_DRIVES),
    driveTB: carried(3.2, 'TB', 'BM.DenseIO1.36', 'Derived there: 28.8 TB / 9 drives.'),
    rawTB: carried(rawTB, 'TB', id),
    networkGbps: carried(gbps, 'Gbps', id),
    slaIops: sla,
    deviceIopsByReadPercent: null,
    allDevicesMeasured: null,
    priceFamily: null,
    generation: 'previous',
  };
}

export const dio2019Shapes: readonly DenseIoShape[] = [
  {
    id: 'BM.DenseIO2.52',
    shapeName: 'BM.DenseIO2.52',
    kind: 'bm',
    ocpus: cite(52, 'OCPU', 'oci-2019-10', 'slide "NVMe Performance"', 'documented', 'The deck says "Bare Metal shape with 52 CPUs".'),
    memoryGB: carried(768, 'GB', 'BM.DenseIO2.52'),
    drives: cite(8, 'drives', 'oci-2019-10', LOCAL, 'documented'),
    driveTB: cite(6.4, 'TB', 'oci-2019-10', LOCAL, 'derived', '51.2 TB raw / 8 drives.'),
    rawTB: cite(51.2, 'TB', 'oci-2019-10', LOCAL, 'documented', 'The same slide\'s key capabilities say "up to 51.8 TB"; the table prints 51.2 TB.'),
    networkGbps: carried(50, 'Gbps', 'BM.DenseIO2.52', 'Printed 2 x 25 Gbps, both NICs.'),
    slaIops: cite(3_000_000, 'iops', 'oci-2019-10', SLA, 'sla', 'Printed 3.0MM.'),
    deviceIopsByReadPercent: denseIo2DeviceCurve('measured'),
    allDevicesMeasured: denseIo2AllDevices('measured'),
    priceFamily: 'denseio-x7',
    generation: 'current',
  },
  denseIo2Vm({ size: 8, drives: 2, rawTB: 6.4, memoryGB: 120, gbps: 8.2, slaK: 250 }),
  denseIo2Vm({ size: 16, drives: 4, rawTB: 12.8, memoryGB: 240, gbps: 16.4, slaK: 400 }),
  denseIo2Vm({ size: 24, drives: 8, rawTB: 25.6, memoryGB: 320, gbps: 24.6, slaK: 800 }),
  denseIo1('VM.DenseIO1.4', 'vm', 4, 60, 3.2, 1.2, cite(200_000, 'iops', 'oci-2019-10', SLA, 'sla', 'Printed 200k.')),
  denseIo1('VM.DenseIO1.8', 'vm', 8, 120, 6.4, 2.4, cite(250_000, 'iops', 'oci-2019-10', SLA, 'sla', 'Printed 250k.')),
  denseIo1('VM.DenseIO1.16', 'vm', 16, 240, 12.8, 4.8, cite(400_000, 'iops', 'oci-2019-10', SLA, 'sla', 'Printed 400k.')),
  denseIo1('BM.DenseIO1.36', 'bm', 36, 512, 28.8, 10, cite(2_500_000, 'iops', 'oci-2019-10', SLA, 'sla', 'Printed 2.5MM.'), 9),
];
