import { describe, expect, it } from 'vitest';
import { fromLinkQuery, toLinkQuery, toLinkSearchParams } from './share-state.ts';
import type { CalculatorLinkState } from './share-state.ts';

describe('calculator links', () => {
  it('round-trips a quick result and an appliance list', () => {
    const quick: CalculatorLinkState = { mode: 'quick', dailyEnergyKwh: 5.5, governorate: 'aden', batteryType: 'lithium', showResult: true };
    expect(toLinkSearchParams(quick).toString()).toBe('mode=quick&kwh=5.5&governorate=aden&battery=lithium&show=1');
    expect(fromLinkQuery(toLinkSearchParams(quick))).toEqual(quick);

    const appliances: CalculatorLinkState = {
      mode: 'appliances',
      appliances: [
        { type: 'ledLight', quantity: 6, watts: 10, hoursPerDay: 6 },
        { type: 'iron', quantity: 1, watts: 1000, hoursPerDay: 0.5 },
      ],
      showResult: false,
    };
    expect(toLinkQuery(appliances).a).toBe('ledLight*6*10*6_iron*1*1000*0.5');
    expect(fromLinkQuery(toLinkSearchParams(appliances))).toEqual(appliances);
  });

  it('drops what the calculator would refuse: a shared link is untrusted', () => {
    const state = fromLinkQuery(
      new URLSearchParams('mode=appliances&a=fan*1*60*25_reactor*1*10*1_fan*0.5*60*2_fan*2*60*3&kwh=1e9&governorate=atlantis&battery=nuclear&show=yes'),
    );
    expect(state).toEqual({ mode: 'appliances', appliances: [{ type: 'fan', quantity: 2, watts: 60, hoursPerDay: 3 }], showResult: false });
    expect(fromLinkQuery(new URLSearchParams('kwh=-3'))).toEqual({ mode: 'quick', showResult: false });
  });
});
