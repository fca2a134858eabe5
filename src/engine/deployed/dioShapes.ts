/** The Dense I/O shapes of the default edition, by the planner's id. */
import type { DenseIoShape } from '../../catalog/types.ts';
import { dioEdition } from '../dio/index.ts';

/** A Dense I/O shape of the default edition by the planner's id (`VM.DenseIO.E5.Flex.16`, `BM.DenseIO.E5.128`), or undefined. */
export function findDioShape(id: string): DenseIoShape | undefined {
  return dioEdition(undefined)?.shapes.find((s) => s.id === id);
}
