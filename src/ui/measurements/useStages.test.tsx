import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hook draws everything at once in jsdom (component tests); here it is told it runs in a
// browser, whose frames the test hands out one at a time.
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  frames = [];
  vi.resetModules();
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/140' });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => vi.unstubAllGlobals());

async function staged(last: number, fallbackMs: number) {
  const { AtStage, StageProvider, useStages } = await import('./useStages.ts');
  function Staged() {
    const stage = useStages(last, fallbackMs);
    return (
      <StageProvider value={stage}>
        <p>stage {stage}</p>
        <AtStage at={1}>
          <p>part one</p>
        </AtStage>
        <AtStage at={last}>
          <p>last part</p>
        </AtStage>
      </StageProvider>
    );
  }
  render(<Staged />);
}

/** The next frame painted: its callbacks run, then the stage comes in a task of its own. */
async function frame(stage: number) {
  await waitFor(() => expect(frames.length).toBeGreaterThan(0));
  const due = frames;
  frames = [];
  act(() => due.forEach((callback) => callback(performance.now())));
  await waitFor(() => screen.getByText(`stage ${stage}`));
}

describe('drawing in stages', () => {
  it('starts with nothing, shows each part once its stage comes, one stage a frame, and stops at the last', async () => {
    // No fallback within the test: every step waits for its frame.
    await staged(3, 3_600_000);
    expect(screen.getByText('stage 0')).toBeTruthy();
    expect(screen.queryByText('part one')).toBeNull();
    await frame(1);
    expect(screen.getByText('part one')).toBeTruthy();
    expect(screen.queryByText('last part')).toBeNull();
    await frame(2);
    expect(screen.queryByText('last part')).toBeNull();
    await frame(3);
    expect(screen.getByText('last part')).toBeTruthy();
    expect(screen.getByText('part one')).toBeTruthy();
    // No frame asked for after the last stage.
    expect(frames).toHaveLength(0);
  });

  it('goes on without frames (a hidden tab paints none)', async () => {
    await staged(2, 20);
    await waitFor(() => screen.getByText('stage 2'), { timeout: 2000 });
    expect(screen.getByText('last part')).toBeTruthy();
  });
});
