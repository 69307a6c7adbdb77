import { describe, expect, it } from 'vitest';
import { buildProduct } from '../membership/membership-fixtures';
import { professionalMonthlyPrice } from './plans';

describe('professionalMonthlyPrice', () => {
  it("takes pro-monthly's price when the catalogue has it", () => {
    const products = [
      buildProduct('pro-yearly', 12000, 365),
      buildProduct('pro-monthly', 2990, 30),
    ];
    expect(professionalMonthlyPrice(products)).toEqual({ cents: 2990, averaged: false });
  });

  it('else the cheapest price per 30 days, lifetime plans left out', () => {
    const products = [
      buildProduct('pro-quarterly', 6900, 90),
      buildProduct('pro-yearly', 19900, 365),
      buildProduct('pro-lifetime', 100, null),
    ];
    expect(professionalMonthlyPrice(products)).toEqual({ cents: 1636, averaged: true });
  });

  it('a 30-day plan under another id is not averaged', () => {
    expect(professionalMonthlyPrice([buildProduct('month', 2500, 30)])).toEqual({
      cents: 2500,
      averaged: false,
    });
  });

  it('null when no plan has a duration', () => {
    expect(professionalMonthlyPrice([])).toBeNull();
    expect(professionalMonthlyPrice([buildProduct('pro-lifetime', 39900, null)])).toBeNull();
  });
});
