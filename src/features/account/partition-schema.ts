// The partitions section's form (decision 0042): one of the realm's partitions. Loaded on the
// first submit (the form pattern's schema loader), like the other account forms' schemas.
import { z } from 'zod';

export const partitionSchema = z.object({ partition: z.string().min(1, 'partitionChoose') });
