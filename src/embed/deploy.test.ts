/**
 * `get-deploy`: the decision on the host's message (its format and service checked by the
 * schema) and the reply, a zip of files that parse and name only documented arguments.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../../tests/fixtures/deployCheck.ts';
import type { CompareScenario } from '../engine/index.ts';
import { deployMessage } from './deploy.ts';
import { decide } from './protocol.ts';

const HOST = 'https://portal.example.com';
const scenario: CompareScenario = {
  version: 7,
  mode: 'recommend',
  service: 'compare',
  requirement: { readMBps: 800, writeMBps: 200, ioSizeKiB: 64, capacityGB: 5000 },
};
const from = (data: unknown) => decide({ origin: HOST, data, fromParent: true }, [HOST]);

describe('get-deploy', () => {
  it('is decided with its format, service and request id; a format it does not know is refused', () => {
    expect(from({ type: 'oci-planner:get-deploy', version: 1, format: 'stack', service: 'lustre', requestId: 7 })).toEqual({
      kind: 'get-deploy',
      origin: HOST,
      format: 'stack',
      service: 'lustre',
      requestId: 7,
    });
    const bad = from({ type: 'oci-planner:get-deploy', version: 1, format: 'pulumi' });
    expect(bad.kind).toBe('reject');
    expect(bad.kind === 'reject' && bad.reply.message).toContain('format');
  });

  it('answers a zip of the service asked, whose files parse and name only documented arguments', async () => {
    const reply = deployMessage(scenario, 'compare', 'stack', 'block-volume', 'r1');
    if (reply.type !== 'oci-planner:deploy') throw new Error(reply.message);
    expect(reply).toMatchObject({ format: 'stack', services: ['block-volume'], requestId: 'r1' });
    const zip = unzipSync(reply.zip);
    expect(Object.keys(zip).sort()).toEqual([...reply.files].sort());
    const { problems } = await checkFiles(Object.entries(zip).map(([n, b]) => [n, strFromU8(b)] as const));
    expect(problems).toEqual([]);
  });

  it('builds the view a host locked when no service is asked', () => {
    const reply = deployMessage(scenario, 'lustre', 'terraform', undefined);
    expect(reply.type === 'oci-planner:deploy' && reply.services).toEqual(['lustre']);
    expect(reply.type === 'oci-planner:deploy' && reply.files).not.toContain('schema.yaml');
  });
});
