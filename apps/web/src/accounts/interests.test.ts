import { describe, expect, it } from 'vitest';
import { acceptedInterests, interestNames, interestOptions } from './interests';

describe('interest options', () => {
  const lists = {
    range: [
      { neinsatzbereichid: 1, seinsatzbereichnr: 'VERW', seinsatzbereichbez: 'Administration', faculties: [] },
      {
        neinsatzbereichid: 3,
        seinsatzbereichnr: 'TECHNIK',
        seinsatzbereichbez: 'Engineering',
        faculties: [
          { nfachbereichid: 4, sfachbereichbez: 'Electrical engineering' },
          { nfachbereichid: 5, sfachbereichbez: 'Mechanical engineering' },
        ],
      },
      { neinsatzbereichid: 12, seinsatzbereichnr: 'X', seinsatzbereichbez: 'Never shown', faculties: [] },
    ],
    jobtypes: [
      { id: 1, name: 'Full-time' },
      { id: 2, name: 'Part-time' },
    ],
  };

  it('are the filter panel’s values and names; a list not read is null', () => {
    expect(interestOptions(lists)).toEqual({
      interestFields: [
        { value: '1000', label: 'Administration' },
        { value: '3004', label: 'Electrical engineering' },
        { value: '3005', label: 'Mechanical engineering' },
      ],
      interestJobTypes: [
        { value: '1', label: 'Full-time' },
        { value: '2', label: 'Part-time' },
      ],
      interestWorkplaceTypes: null,
    });
  });

  it('accept the lists’ values and what is stored; name stored values, unknown ones as they are', () => {
    const options = interestOptions(lists);
    const accepted = acceptedInterests(options, { interestWorkplaceTypes: ['remote'], interestJobTypes: null });
    expect([...accepted.interestJobTypes]).toEqual(['1', '2']);
    expect([...accepted.interestWorkplaceTypes]).toEqual(['remote']);
    expect(interestNames(options.interestFields, ['3004', '9000'])).toEqual(['Electrical engineering', '9000']);
    expect(interestNames(null, ['1'])).toEqual(['1']);
  });
});
