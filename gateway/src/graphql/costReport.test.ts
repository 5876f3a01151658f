import { describe, expect, it } from 'vitest';
import { fillCostReport, stringifyWithCost } from './operationLimits.js';
import type { CostReport } from './operationLimits.js';

const report: CostReport = { requested: 4, actual: () => 5, budget: 100 };
const parse = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

describe('extensions.cost in the answer', () => {
  it("is written where Apollo's stringifyResult left its place, after the other extensions", () => {
    const body = stringifyWithCost({ data: { ok: true }, extensions: { other: 1 } });
    expect(parse(fillCostReport(body, report))).toEqual({
      data: { ok: true },
      extensions: { other: 1, cost: { requested: 4, actual: 5, budget: 100 } },
    });
  });

  it('is written for an answer with errors only (a refusal before execution)', () => {
    const body = stringifyWithCost({ errors: [{ message: 'Syntax Error' }] });
    expect(parse(fillCostReport(body, report)).extensions.cost).toEqual({
      requested: 4,
      actual: 5,
      budget: 100,
    });
  });

  it('leaves data that looks like a placeholder alone', () => {
    // The data cannot know the process's placeholder; what it holds is copied as it is.
    const text = 'cost-report-00000000-0000-0000-0000-000000000000';
    const body = stringifyWithCost({ data: { text } });
    expect(parse(fillCostReport(body, report)).data).toEqual({ text });
  });

  it('keeps every character of the data, beyond Latin-1 included', () => {
    const data = { address: 'St. Patrick’s Terrace', name: 'Siobhán 😀', rows: Array(3000).fill('Ó’') };
    const body = stringifyWithCost({ data });
    expect(parse(fillCostReport(body, report))).toEqual({
      data,
      extensions: { cost: { requested: 4, actual: 5, budget: 100 } },
    });
  });

  it('reads the upstream calls when the answer is written, not before', () => {
    let calls = 1;
    const body = stringifyWithCost({ data: {} });
    calls = 3;
    const filled = parse(fillCostReport(body, { ...report, actual: () => calls }));
    expect(filled.extensions.cost.actual).toBe(3);
  });
});
