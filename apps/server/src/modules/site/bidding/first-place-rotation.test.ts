/** Sponsors of one category take turns at the top, each equally often; other pages keep the first page's order. */
import { describe, expect, it } from 'vitest';
import { rotateFirstPlaces } from './first-place-rotation';

describe('rotateFirstPlaces', () => {
  it('gives each of three sponsors the top equally often, in the order they were placed', () => {
    const tops = Array.from({ length: 9 }, () => rotateFirstPlaces(901, 1, ['a', 'b', 'c'], true)[0]);
    expect(tops).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('keeps every sponsor in each answer, only the order turns', () => {
    const orders = Array.from({ length: 3 }, () => rotateFirstPlaces(902, 1, ['a', 'b', 'c'], true).join(''));
    expect(orders).toEqual(['abc', 'bca', 'cab']);
  });

  it('a later page uses the last first page’s order and does not take a turn', () => {
    expect(rotateFirstPlaces(903, 1, ['a', 'b', 'c'], true)).toEqual(['a', 'b', 'c']);
    expect(rotateFirstPlaces(903, 1, ['a', 'b', 'c'], true)).toEqual(['b', 'c', 'a']);
    expect(rotateFirstPlaces(903, 1, ['a', 'b', 'c'], false)).toEqual(['b', 'c', 'a']);
    expect(rotateFirstPlaces(903, 1, ['a', 'b', 'c'], true)).toEqual(['c', 'a', 'b']);
  });

  it('each category of each licence has its own turns, and one sponsor simply stays first', () => {
    rotateFirstPlaces(904, 1, ['a', 'b'], true);
    expect(rotateFirstPlaces(904, 2, ['x', 'y'], true)).toEqual(['x', 'y']);
    expect(rotateFirstPlaces(905, 1, ['a', 'b'], true)).toEqual(['a', 'b']);
    expect(rotateFirstPlaces(904, 3, ['solo'], true)).toEqual(['solo']);
  });
});
