// Partitions in the purchase walk (decision 0042): step 7 comes first for a viewer without a
// partition in a PARTITIONED realm; the partition decides which licences are offered; choosing
// one keeps a licence it offers and drops one it does not.
import { describe, expect, test } from 'vitest';
import { licenceOffered } from '../../contracts/partition-rules.ts';
import { choosePartition, chooseLicence, initialPurchase, STEP, stepOrder } from './flow.ts';

describe('step 7, partitions', () => {
  test('comes first when the viewer has to choose a partition, in either order', () => {
    expect(stepOrder('ACCOUNT', true, true)).toEqual([
      STEP.partitions,
      STEP.selectLicence,
      STEP.paymentMethod,
      STEP.billingAddress,
      STEP.card,
    ]);
    expect(stepOrder('LICENCE', false, true)).toEqual([
      STEP.partitions,
      STEP.selectLicence,
      STEP.createAccount,
      STEP.paymentMethod,
      STEP.billingAddress,
      STEP.card,
    ]);
    expect(stepOrder('LICENCE', true)).not.toContain(STEP.partitions);
  });

  test('choosing a partition keeps a licence it offers and drops one it does not', () => {
    const order = stepOrder('ACCOUNT', true, true);
    const chosen = chooseLicence(initialPurchase(order), 'matchday', false);
    const kept = choosePartition(chosen, 'local', () => true);
    expect(kept).toMatchObject({ partitionData: 'local', activeLicence: 'matchday' });
    const dropped = choosePartition(chosen, 'overseas', () => false);
    expect(dropped).toMatchObject({ partitionData: 'overseas', activeLicence: null, basket: null });
  });
});

describe('which licences a partition is offered', () => {
  const matchday = { partitions: ['local'] };
  const membership = {};
  test('in a partitioned realm a licence naming partitions needs one of them; one naming none is offered to all', () => {
    expect(licenceOffered(matchday, true, 'local')).toBe(true);
    expect(licenceOffered(matchday, true, 'overseas')).toBe(false);
    expect(licenceOffered(matchday, true, null)).toBe(false);
    expect(licenceOffered(membership, true, null)).toBe(true);
    expect(licenceOffered({ partitions: [] }, true, 'overseas')).toBe(true);
  });

  test('a realm that is not partitioned offers every licence', () => {
    expect(licenceOffered(matchday, false, null)).toBe(true);
    expect(licenceOffered(matchday, false, 'overseas')).toBe(true);
  });
});
