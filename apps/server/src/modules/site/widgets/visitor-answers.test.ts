/** The visitors' widget answers in memory: kept per licence until its next write, reloaded in the background. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VisitorAnswers } from './visitor-answers';

afterEach(() => vi.useRealTimers());

function answersWith(maxBytes = 1024 * 1024) {
  const generations = new Map<number, number>();
  const answers = new VisitorAnswers({
    maxAgeMs: 60_000,
    maxBytes,
    generationOf: (licenceId) => generations.get(licenceId) ?? 0,
  });
  const write = (licenceId: number) => generations.set(licenceId, (generations.get(licenceId) ?? 0) + 1);
  return { answers, write };
}

/** A load that counts its calls and answers `{ n }`. */
function counter() {
  let calls = 0;
  return {
    load: async () => ({ n: ++calls }),
    get calls() {
      return calls;
    },
  };
}

const json = (result: { body: Buffer }) => JSON.parse(result.body.toString());

describe('VisitorAnswers', () => {
  it('loads an answer once, whoever asks meanwhile, and answers from memory after', async () => {
    const { answers } = answersWith();
    const source = counter();
    const [a, b] = await Promise.all([answers.answer(1, 'home', source.load), answers.answer(1, 'home', source.load)]);
    expect([json(a), json(b)]).toEqual([{ n: 1 }, { n: 1 }]);
    expect(source.calls).toBe(1);
    const again = await answers.answer(1, 'home', source.load);
    expect(again.fromMemory).toBe(true);
    expect(json(again)).toEqual({ n: 1 });
  });

  it('drops a licence’s answers on its next write, and no other licence’s', async () => {
    const { answers, write } = answersWith();
    const source = counter();
    await answers.answer(1, 'home', source.load);
    await answers.answer(2, 'home', source.load);
    write(1);
    expect(json(await answers.answer(1, 'home', source.load))).toEqual({ n: 3 });
    expect((await answers.answer(2, 'home', source.load)).fromMemory).toBe(true);
  });

  it('keeps answering an old answer while its successor loads, then answers the new one', async () => {
    const { answers } = answersWith();
    const source = counter();
    await answers.answer(1, 'home', source.load);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const old = await answers.answer(1, 'home', source.load);
    expect(old).toMatchObject({ fromMemory: true });
    expect(json(old)).toEqual({ n: 1 });
    await vi.waitFor(() => expect(source.calls).toBe(2));
    await vi.waitFor(async () => expect(json(await answers.answer(1, 'home', source.load))).toEqual({ n: 2 }));
  });

  it('does not keep an answer a write made stale while it loaded', async () => {
    const { answers, write } = answersWith();
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) write(1);
      return { n: calls };
    };
    expect(json(await answers.answer(1, 'home', load))).toEqual({ n: 1 });
    expect(await answers.answer(1, 'home', load)).toMatchObject({ fromMemory: false });
  });

  it('holds at most maxBytes, letting the least recently used answers go', async () => {
    const { answers } = answersWith(20);
    const big = async () => ({ text: 'x'.repeat(8) });
    await answers.answer(1, 'a', big);
    await answers.answer(1, 'b', big);
    expect(answers.bytes).toBeLessThanOrEqual(20);
    expect((await answers.answer(1, 'b', big)).fromMemory).toBe(true);
    expect((await answers.answer(1, 'a', big)).fromMemory).toBe(false);
  });

  it('keeps nothing when turned off', () => {
    expect(new VisitorAnswers({ maxAgeMs: 0, maxBytes: 10, generationOf: () => 0 }).enabled).toBe(false);
  });
});
