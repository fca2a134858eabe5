/**
 * The bill of materials of a plan of several workloads, as its exports write it (issue 36, items
 * 3 and 4), over generated plans the schema accepts, with generated prices and discounts:
 * - every line's quantity × unit price is its monthly figure within a cent, on the engine's
 *   lines, in the CSV (quantities and unit prices written with every digit) and in the JSON;
 * - the CSV's and the JSON's total are the bill's, and the sum of the lines a reader sees;
 * - each group of mount targets in the shared table shows the same figure as its bill line, and
 *   the File Storage storage line plus the groups' lines bill the larger of the AD's total HPMT
 *   entitlement and the data stored (S-MT's rule), at the price after the discount.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalog, fss, parseScenario, planWorkloads, type WorkloadsScenario } from '../../src/engine/index.ts';
import { billCsv, billJson } from '../../src/ui/workloads/billText.ts';
import { makeFormatters } from '../../src/ui/results/format.ts';
import { compareRequirementArb, mountTargetCatalogIds, pricingArb } from '../fixtures/factories.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const f = makeFormatters('en-US');
/** Words do not matter here: a key stands for its text. */
const t = ((key: string) => key) as never;

const planArb = fc.record({
  workloads: fc.array(
    fc.record(
      {
        service: fc.constantFrom('file-storage', 'file-storage', 'block-volume', 'dense-io', 'lustre', 'cheapest'),
        requirement: compareRequirementArb({ maxRate: 20_000 }),
        dedicatedMountTargets: fc.boolean(),
      },
      { requiredKeys: ['service', 'requirement'] },
    ),
    { minLength: 1, maxLength: 5 },
  ),
  fileStorage: fc.constantFrom(...mountTargetCatalogIds),
  pricing: pricingArb,
});

function accepted(p: { workloads: readonly object[]; fileStorage: string; pricing: object }): WorkloadsScenario | null {
  const doc = {
    version: 6,
    mode: 'recommend',
    service: 'workloads',
    catalogs: { fileStorage: p.fileStorage },
    pricing: p.pricing,
    workloads: p.workloads.map((w, i) => ({ name: `w${i}`, ...w })),
  };
  const parsed = parseScenario(doc);
  return parsed.ok && parsed.value.service === 'workloads' ? parsed.value : null;
}

/** The CSV's rows as fields (no field of these bills holds a quote). */
function csvRows(csv: string): string[][] {
  return csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '')));
}

describe('the bill of materials as exported', () => {
  it('quantity × unit price is each line’s monthly figure within a cent: lines, CSV and JSON', () => {
    fc.assert(
      fc.property(planArb, (p) => {
        const s = accepted(p);
        if (!s) return;
        const bill = planWorkloads(s).billOfMaterials;
        for (const l of bill.lines) {
          if (l.unitUSD === null) continue;
          expect(Math.abs(l.quantity * l.unitUSD - l.monthlyUSD!)).toBeLessThan(0.005);
        }
        const rows = csvRows(billCsv(t, f, bill));
        for (let i = 0; i < bill.lines.length; i++) {
          const row = rows[i + 1]!;
          if (row[4] === '') continue;
          expect(Math.abs(Number(row[2]) * Number(row[4]) - Number(row[5]))).toBeLessThan(0.01);
        }
        const json = JSON.parse(billJson(planWorkloads(s))) as { billOfMaterials: typeof bill };
        for (const l of json.billOfMaterials.lines) if (l.unitUSD !== null) expect(Math.abs(l.quantity * l.unitUSD - l.monthlyUSD!)).toBeLessThan(0.005);
        // One total: the bill's, the CSV's and the JSON's, the sum of the lines.
        const totalRow = rows[bill.lines.length + 1]!;
        if (bill.totalMonthlyUSD === null) expect(totalRow[5]).toBe('');
        else {
          // The CSV writes the total to the cent: half a cent at most from the bill's figure.
          expect(Math.abs(Number(totalRow[5]) - bill.totalMonthlyUSD)).toBeLessThanOrEqual(0.005 + 1e-6);
          expect(json.billOfMaterials.totalMonthlyUSD).toBe(bill.totalMonthlyUSD);
          expect(bill.totalMonthlyUSD).toBeCloseTo(
            bill.lines.reduce((sum, l) => sum + l.monthlyUSD!, 0),
            6,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a group of mount targets shows its bill line’s figure, and the AD bills the larger of entitlement and data', () => {
    fc.assert(
      fc.property(planArb, (p) => {
        const s = accepted(p);
        if (!s) return;
        const r = planWorkloads(s);
        const edition = fss.mountTargetEdition(s.catalogs?.fileStorage ?? catalog.defaultCatalogs.fileStorage);
        if (!edition || r.fileStorage.mountTargets.length === 0) return;
        const groupLines = r.billOfMaterials.lines.filter((l) => l.code === 'hpmtEntitlementGroup');
        const hpmtGroups = r.fileStorage.mountTargets.filter((g) => g.entitlementGB > 0);
        expect(groupLines.map((l) => l.monthlyUSD)).toEqual(hpmtGroups.map((g) => g.monthlyUSD));
        const storedGB = r.workloads
          .filter((w) => w.service === 'file-storage')
          .reduce((sum, w) => sum + (s.workloads.find((x) => x.name === w.name)!.requirement.capacityGB ?? 0), 0);
        const entitlementGB = r.fileStorage.mountTargets.reduce(
          (sum, g) => sum + (edition.mountTargets[g.mountTargetType]?.capacityEntitlementGB.value ?? 0) * g.mountTargets,
          0,
        );
        const net = (key: 'fssStorageGBMonth' | 'hpmtGBMonth') =>
          (s.pricing?.overrides?.[key] ?? catalog.priceBook[key].usd) * (1 - (s.pricing?.discountPercent ?? 0) / 100);
        const storage = r.billOfMaterials.lines.find((l) => l.service === 'file-storage' && l.code === 'fssCapacity')?.monthlyUSD ?? 0;
        const extras = groupLines.reduce((sum, l) => sum + l.monthlyUSD!, 0);
        expect(storage + extras).toBeCloseTo(storedGB * net('fssStorageGBMonth') + Math.max(0, entitlementGB - storedGB) * net('hpmtGBMonth'), 2);
        for (const g of hpmtGroups) expect(g.coveredGB + g.extraGB).toBeCloseTo(g.entitlementGB, 6);
      }),
      { numRuns: RUNS },
    );
  });
});
