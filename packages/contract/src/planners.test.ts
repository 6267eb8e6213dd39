/** The task form's own field rules: a planner price of at most eight whole digits, and switches that refuse guesses. */
import { describe, expect, it } from 'vitest';
import { ZPlannerTaskRequest, zPlannerPrice, zStrictCheckbox } from './planners';

const task = (values: Record<string, unknown>) => ({
  title: 'Proba torte',
  category_id: '3',
  address: 'Knez Mihailova 5',
  city: 'Beograd',
  scheduled_date: '2026-06-20',
  scheduled_time: '18:00',
  ...values,
});

const problemsOf = (values: Record<string, unknown>) => {
  const result = ZPlannerTaskRequest.safeParse(task(values));
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('zPlannerPrice', () => {
  it('takes a comma or a point and at most eight whole digits with two decimals', () => {
    expect(zPlannerPrice.parse(' 1234,5 ')).toBe('1234.5');
    expect(zPlannerPrice.parse('99999999.99')).toBe('99999999.99');
    for (const bad of ['100000000', '-5', '1e3', '1.234', 'abc', '']) {
      expect(zPlannerPrice.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('is the task form’s price: an empty one is no price, a bad one names planner_price_invalid', () => {
    expect(ZPlannerTaskRequest.parse(task({ price: '', currency_id: '' })).price).toBeUndefined();
    expect(problemsOf({ price: '12345678901', currency_id: '1' })).toEqual([['price', 'planner_price_invalid']]);
  });
});

describe('zStrictCheckbox', () => {
  it('reads true/false, 1/0, on/off, yes/no and leaves an absent or empty one undefined', () => {
    for (const yes of [true, 'true', '1', 'on', 'YES']) expect(zStrictCheckbox.parse(yes), String(yes)).toBe(true);
    for (const no of [false, 'false', '0', 'off', 'no']) expect(zStrictCheckbox.parse(no), String(no)).toBe(false);
    expect(zStrictCheckbox.parse(undefined)).toBeUndefined();
    expect(zStrictCheckbox.parse('')).toBeUndefined();
  });

  it('makes "maybe" on each of the task form’s switches a problem of that field', () => {
    const switches = ['calculate_price', 'show_publicly', 'show_price_publicly', 'remove_image'];
    const values = Object.fromEntries(switches.map((name) => [name, 'maybe']));
    expect(problemsOf(values).map(([field]) => field)).toEqual(switches);
  });
});
