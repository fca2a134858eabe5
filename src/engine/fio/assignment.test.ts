import { describe, expect, it } from 'vitest';
import { clientMountTargets } from './assignment.ts';

describe('client to mount-target assignment', () => {
  it('follows assignClients: the busiest mount targets first, every client once', () => {
    expect(clientMountTargets(5, 2)).toEqual([1, 1, 1, 2, 2]);
    expect(clientMountTargets(100, 4).filter((mt) => mt === 4)).toHaveLength(25);
    expect(clientMountTargets(2, 3)).toEqual([1, 2]);
    expect(clientMountTargets(0, 3)).toEqual([]);
  });
});
