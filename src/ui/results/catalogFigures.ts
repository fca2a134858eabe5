/**
 * The key figures of the catalog editions a plan uses, as rows for the sources panel: which
 * product or level, which figure, and the cited value (null where the source is silent).
 */
import { catalog, type Cited, type CompareResult, type MountTargetType } from '../../engine/index.ts';

export interface FigureRow {
  /** Unique within its table. */
  readonly id: string;
  /** What the figure belongs to: a mount-target type, a level, a shape; '' for the edition. */
  readonly subject: string;
  /** Translation key under results.figure. */
  readonly figure: string;
  readonly cited: Cited | null;
}

export interface FigureTable {
  readonly family: 'fileStorage' | 'blockVolume' | 'denseIo';
  readonly editionId: string;
  readonly title: string;
  readonly rows: readonly FigureRow[];
}

const mountTargetFigures = ['readMBps', 'writeMBps', 'backendIops', 'connections', 'tlsConnections', 'capacityEntitlementGB', 'defaultLimitPerAd'] as const;
const levelFigures = ['vpusPerGB', 'iopsPerGB', 'maxIopsPerVolume', 'kbpsPerGB', 'maxMBpsPerVolume', 'maxIopsParavirtualized'] as const;
const shapeFigures = ['slaIops', 'drives', 'driveTB', 'rawTB', 'ocpus', 'networkGbps'] as const;

function row(subject: string, figure: string, cited: Cited | null, id = `${subject}:${figure}`): FigureRow {
  return { id, subject, figure, cited };
}

function fileStorageTable(id: CompareResult['catalogs']['fileStorage']): FigureTable {
  const e = catalog.fssEditions[id];
  const rows: FigureRow[] = [];
  if (e.kind === 'capacity-scaled') {
    rows.push(row('', 'readMBpsPerTB', e.readMBpsPerTB), row('', 'writeMBpsPerTB', e.writeMBpsPerTB), row('', 'readIopsPerTB', e.readIopsPerTB));
  } else {
    for (const type of Object.keys(e.mountTargets) as MountTargetType[]) {
      const spec = e.mountTargets[type];
      if (!spec) continue;
      for (const fig of mountTargetFigures) rows.push(row(type, fig, spec[fig]));
    }
    const op = e.opCosts;
    rows.push(
      row('', 'readBase', op.readBase),
      row('', 'readStep', op.readStep),
      row('', 'writeBase', op.writeBase),
      row('', 'writeStep', op.writeStep),
      row('', 'stepKiB', op.stepKiB),
      row('', 'directoryFilesMax', e.directoryFilesMax),
      row('', 'alarmUtilizationPercent', e.alarmUtilizationPercent),
      row('', 'defaultMountTargetsPerAd', e.defaultMountTargetsPerAd),
      row('', 'recommendedNconnect', e.recommendedNconnect),
    );
  }
  return { family: 'fileStorage', editionId: e.id, title: e.title, rows };
}

function blockVolumeTable(id: CompareResult['catalogs']['blockVolume']): FigureTable {
  const e = catalog.bvEditions[id];
  const rows: FigureRow[] = [
    row('', 'minVolumeGB', e.minVolumeGB),
    row('', 'maxVolumeGB', e.maxVolumeGB),
    row('', 'maxAttachmentsPerInstance', e.maxAttachmentsPerInstance),
    row('', 'aggregateLimitPerAdGB', e.aggregateLimitPerAdGB),
  ];
  for (const level of e.levels) {
    for (const fig of levelFigures) rows.push(row(level.id, fig, level[fig]));
  }
  return { family: 'blockVolume', editionId: e.id, title: e.title, rows };
}

function denseIoTable(id: CompareResult['catalogs']['denseIo']): FigureTable {
  const e = catalog.dioEditions[id];
  const rows: FigureRow[] = [row('', 'latencyUs', e.latencyUs)];
  for (const shape of e.shapes) {
    for (const fig of shapeFigures) rows.push(row(shape.id, fig, shape[fig]));
  }
  return { family: 'denseIo', editionId: e.id, title: e.title, rows };
}

/** One table per family, for the given editions. */
export function catalogFigureTablesFor(catalogs: Pick<CompareResult['catalogs'], 'fileStorage' | 'blockVolume' | 'denseIo'>): FigureTable[] {
  return [fileStorageTable(catalogs.fileStorage), blockVolumeTable(catalogs.blockVolume), denseIoTable(catalogs.denseIo)];
}

/** One table per family, for the editions the result was computed on. */
export function catalogFigureTables(result: CompareResult): FigureTable[] {
  return catalogFigureTablesFor(result.catalogs);
}
