// Setup for the `unit` project: a property that names no run count draws fast-check's 100
// cases, or FAST_CHECK_RUNS where that is more (tests/fixtures/runs.ts; docs/testing.md).
import fc from 'fast-check';
import { propertyRuns } from '../fixtures/runs.ts';

fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns: propertyRuns(100) });
