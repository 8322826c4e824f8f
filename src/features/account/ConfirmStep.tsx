// A confirm step (spec §2 steps 5 "confirm cancellation" and 6 "confirm reactivation", and a card's
// removal): the question and its two answers in a labelled group, the "yes" button focused when
// it appears so keyboard and screen-reader users land on the question's answer.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';

export type ConfirmStepProps = {
  question: string;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
  onKeep: () => void;
  disabled: boolean;
  /** Spec §2's numeric step, for tests and analytics. */
  step?: number;
  testId: string;
};

export function ConfirmStep({ question, confirmLabel, keepLabel, onConfirm, onKeep, disabled, step, testId }: ConfirmStepProps) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <Box
      role="group"
      aria-labelledby={id}
      data-testid={testId}
      data-step={step}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}
    >
      <Typography id={id} sx={{ width: '100%' }}>
        {question}
      </Typography>
      <Button
        ref={confirmRef}
        variant="contained"
        disabled={disabled}
        onClick={onConfirm}
        sx={{ minHeight: 44 }}
        data-testid={`${testId}-yes`}
      >
        {confirmLabel}
      </Button>
      <Button onClick={onKeep} color="inherit" sx={{ minHeight: 44 }}>
        {keepLabel}
      </Button>
    </Box>
  );
}
