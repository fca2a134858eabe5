/** Beside a design that needs a limit raised beyond our policy: the cheapest design within the default limits (`limitPolicyText.ts`). */
import type { CompareResult, ServiceId } from '../../engine/index.ts';
import { useT } from '../i18n/useT.ts';
import { useFormat } from './format.ts';
import { limitPolicyLines } from './limitPolicyText.ts';

export function LimitPolicyNote({ result, service }: { readonly result: CompareResult; readonly service: ServiceId | null }) {
  const t = useT();
  const f = useFormat();
  const lines = service ? limitPolicyLines(t, f, result, service) : [];
  if (lines.length === 0) return null;
  return (
    <div className="limit-policy" data-testid="limit-policy" role="note">
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </div>
  );
}
