import { describe, expect, it } from 'vitest';
import { mountTargetEdition } from '../fss/index.ts';
import { priceBook } from '../../catalog/index.ts';
import { entitlementShares } from './bill.ts';

const edition = mountTargetEdition('fss-current')!;
const price = priceBook.hpmtGBMonth.usd;
const hpmt80 = edition.mountTargets['hpmt-80']!.capacityEntitlementGB.value;

describe('entitlementShares: one HPMT entitlement, one line (S-MT: billable AD storage is the larger of entitlement and data)', () => {
  it('one HPMT-80 over little data: worth its entitlement at the HPMT price, the data covers its GB, the rest is billed', () => {
    const stored = 6_000;
    const [g] = entitlementShares([{ mountTargetType: 'hpmt-80', mountTargets: 1 }], edition, stored);
    expect(g!.entitlementGB).toBe(hpmt80);
    expect(g!.entitlementUSD).toBeCloseTo(hpmt80 * price, 6);
    expect(g!.coveredGB).toBe(stored);
    expect(g!.extraGB).toBe(hpmt80 - stored);
    expect(g!.extraUSD).toBeCloseTo((hpmt80 - stored) * price, 6);
  });

  it('data above the entitlement covers it all: the mount targets add $0', () => {
    const [g] = entitlementShares([{ mountTargetType: 'hpmt-80', mountTargets: 2 }], edition, 3 * hpmt80);
    expect(g!.coveredGB).toBe(2 * hpmt80);
    expect(g!.extraUSD).toBe(0);
  });

  it('several groups share the cover in proportion to their entitlement; Standard has none; extras add to the AD’s', () => {
    const hpmt20 = edition.mountTargets['hpmt-20']!.capacityEntitlementGB.value;
    const stored = 30_000;
    const shares = entitlementShares(
      [
        { mountTargetType: 'standard', mountTargets: 2 },
        { mountTargetType: 'hpmt-20', mountTargets: 1 },
        { mountTargetType: 'hpmt-80', mountTargets: 1 },
      ],
      edition,
      stored,
      { discountPercent: 10 },
    );
    expect(shares[0]).toEqual({ entitlementGB: 0, entitlementUSD: 0, coveredGB: 0, extraGB: 0, extraUSD: 0 });
    const total = hpmt20 + hpmt80;
    expect(shares[1]!.coveredGB).toBeCloseTo((stored * hpmt20) / total, 6);
    expect(shares[2]!.coveredGB).toBeCloseTo((stored * hpmt80) / total, 6);
    const extra = shares.reduce((s, g) => s + g.extraUSD, 0);
    expect(extra).toBeCloseTo((total - stored) * price * 0.9, 4);
  });
});
