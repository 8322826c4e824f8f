// What a partition changes (decision 0042), zod-free so the app's purchase page and the server
// share it: in a PARTITIONED realm a licence that names partitions is sold only to accounts in
// one of them (or, before an account exists, to a visitor who chose one); a licence that names
// none is sold everywhere. A realm that is not partitioned sells every licence to everyone.
export type PartitionedLicence = { partitions?: readonly string[] | undefined };

export function licenceOffered(licence: PartitionedLicence, partitioned: boolean, partition: string | null): boolean {
  if (!partitioned || !licence.partitions || licence.partitions.length === 0) return true;
  return partition !== null && licence.partitions.includes(partition);
}
