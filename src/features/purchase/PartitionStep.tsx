// Step 7 (spec §2 "partitions"; decision 0042): in a PARTITIONED realm a viewer without a
// partition chooses one before the licences, since it decides which are offered. A customer's
// choice is saved on the server at once (the answer's tokens name it, and the realm reloads as
// spec §4 says); a visitor's goes with their sign-up (`?partition=` on the sign-up link).
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { PartitionList } from '../../contracts/account.ts';
import { licenceOffered } from '../../contracts/partition-rules.ts';
import { http, signIn } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormRadioGroup } from '../../ui/form/FormRadioGroup.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { changePartition } from './api.ts';
import { choosePartition } from './flow.ts';
import type { LicenceChoice } from './licences.ts';
import { updatePurchase } from './state.ts';
import type { PurchaseFlow } from './use-flow.ts';

const schema = () => import('./card-schema.ts').then((m) => m.partitionChoiceSchema);

export function PartitionStep(props: {
  flow: PurchaseFlow;
  partitions: PartitionList['partitions'];
  licences: LicenceChoice[];
  signedIn: boolean;
  offline: boolean;
}) {
  const { flow, partitions, licences, signedIn, offline } = props;
  const { t } = useTranslation();
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema,
    defaultValues: { partition: flow.state.partitionData ?? '' },
    submit: async (values, signal) => {
      if (signedIn) signIn(await changePartition(http, values.partition, signal));
      return values.partition;
    },
    onSuccess: (partition) => {
      const offered = (id: string) => licences.some((l) => l.licence.id === id && licenceOffered(l.licence, true, partition));
      updatePurchase((s) => choosePartition(s, partition, offered));
      flow.forward();
    },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('purchaseStepPartition')}
      data-testid="purchase-partition"
    >
      <Typography sx={{ mb: 1 }}>{t('partitionIntro')}</Typography>
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      <FormRadioGroup
        control={form.control}
        name="partition"
        legend={t('partitionLegend')}
        options={partitions.map((p) => ({ value: p.id, label: p.name, testId: `partition-${p.id}` }))}
        disabled={offline}
      />
      <FormSubmitButton pending={pending} offline={offline} testId="partition-continue">
        {pending ? t('partitionSaving') : t('purchaseContinue')}
      </FormSubmitButton>
    </Box>
  );
}
