// Partitions (section partitions, spec §2; decision 0042): offered in a PARTITIONED realm, where
// `/partitions` also leads. The account's partition (as its tokens name it) and the realm's
// others to move to. Saved, the answer's tokens carry the new partition (`par`): they are applied
// like a password change's, the realm reloads for it (spec §4 "a partition update begins"), and
// the page's data is read again. Which licences the purchase page offers follows the partition.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { http, signIn, useNeedsNetwork } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormRadioGroup } from '../../ui/form/FormRadioGroup.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { changePartition } from './api.ts';
import type { PartitionsData } from './loaders.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { SavedStatus } from './SavedStatus.tsx';

const schema = () => import('./partition-schema.ts').then((m) => m.partitionSchema);

export function PartitionsSection({ data }: { data: PartitionsData }) {
  const { t } = useTranslation();
  const offline = useNeedsNetwork();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(false);
  const current = data.list.find((p) => p.id === data.current) ?? null;
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema,
    defaultValues: { partition: current?.id ?? '' },
    submit: (values, signal) => {
      setSaved(false);
      return changePartition(http, values.partition, signal);
    },
    onSuccess: (tokens) => {
      signIn(tokens);
      setSaved(true);
      void revalidator.revalidate();
    },
    failureMessage: (error) => failureView(error).key,
  });
  return (
    <>
      <OfflineNotice offline={offline} />
      <Typography sx={{ mb: 1 }} data-testid="partition-current">
        {current ? t('partitionCurrent', { name: current.name }) : t('partitionNone')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('partitionExplain')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('accountSectionPartitions')}>
        <FormErrorArea ref={errorAreaRef} message={commonError} />
        <FormRadioGroup
          control={form.control}
          name="partition"
          legend={t('partitionLegend')}
          options={data.list.map((p) => ({ value: p.id, label: p.name, testId: `partition-${p.id}` }))}
          disabled={offline}
        />
        <FormSubmitButton pending={pending} offline={offline} testId="partition-save">
          {t('partitionSave')}
        </FormSubmitButton>
        <SavedStatus message={saved ? t('partitionSaved') : null} testId="partition-saved" />
      </Box>
    </>
  );
}
